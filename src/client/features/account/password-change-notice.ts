/**
 * What a password change ends, said before the owner confirms it: the server signs out every
 * other session and revokes every admin token in the same step (a change follows a suspected leak).
 */
export function passwordChangeNotice(activeTokenCount: number | null): string {
  const tokens =
    activeTokenCount === null
      ? 'revokes every admin token'
      : activeTokenCount === 0
        ? 'revokes every admin token (you have none active)'
        : `revokes every admin token (${activeTokenCount} active, ${activeTokenCount === 1 ? 'it stops' : 'they stop'} working at once)`;
  return `Changing the password signs out every other browser and device and ${tokens}. This browser stays signed in.`;
}
