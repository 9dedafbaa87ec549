// Types of scripts/ensure-chromium.mjs for the TypeScript files that import it.
export const chromiumPath: string;
export function e2eChromiumPath(): string;
export const CHROMIUM_INSTALL_COMMAND: string;
export function chromiumMissingMessage(): string;
export function ensureChromium(): string | null;
