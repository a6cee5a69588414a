/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  readonly VITE_SUPPORT_MESSAGING_NUMBER?: string;
  readonly VITE_COMMUNITY_CHAT_URL?: string;
  readonly VITE_COURSE_CATALOG_SEARCH_URL?: string;
}
