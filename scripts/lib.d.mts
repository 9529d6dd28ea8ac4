export const root: string;
export const buildStamp: string;
export function run(command: string, args: string[], options?: object): void;
export function ensureDependencies(): void;
export function isBuildStale(): boolean;
export function ensureBuild(): void;
export function ensureChromium(): string;
