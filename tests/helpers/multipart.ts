export type MultipartFile = { name: string; bytes: Buffer | string; type?: string };

/** A multipart/form-data body as a browser sends FormData, for `app.inject`. */
export async function encodeMultipart(
  fields: Record<string, string>,
  files: Record<string, MultipartFile> = {},
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    const bytes = typeof file.bytes === 'string' ? file.bytes : new Uint8Array(file.bytes);
    form.append(name, new Blob([bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
