/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Link behind 'Gabung Channel' on the dashboard. */
  readonly VITE_CHANNEL_URL?: string;
}
