// Path aliases shared by the app build and the unit-test config.
import { fileURLToPath } from 'node:url';

export const sharedAliases = {
  '@machines': fileURLToPath(new URL('./machines', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
};
