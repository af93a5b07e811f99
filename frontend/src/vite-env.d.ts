/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The gateway's base URL; empty means the page's own origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
