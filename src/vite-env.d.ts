// The build-time variables the app reads from import.meta.env (see src/main.tsx).
interface ImportMetaEnv {
  /** A name for this build, told apart from another by e2e/app-update.spec.ts; unset in ordinary builds. */
  readonly VITE_APP_BUILD?: string;
}
