// Business constants and limits of docs/product/ that the platform shell uses, named as the spec
// names them. Import them; never retype the numbers.

/** Flash message id length (characters). */
export const FLASH_ID_LENGTH = 21;
/** Dismissible flash messages close on their own after this delay. */
export const FLASH_AUTO_DISMISS_MS = 10_000;
/** The offline warning shows after the connection has been lost for this long. */
export const OFFLINE_WARNING_DELAY_MS = 5_000;
/** The full-screen loader adds its slow-load message after this delay. */
export const LOADER_MESSAGE_DELAY_MS = 5_000;
/** A route that is still loading shows its notice after this delay. */
export const DELAYED_ROUTE_NOTICE_MS = 1_000;

/** Spacers of the design (px): small, medium, large, exLarge. */
export const SPACERS = { small: 5, medium: 10, large: 20, exLarge: 40 } as const;
/** Mobile width (px): the one layout breakpoint. */
export const MOBILE_WIDTH = 768;

/** The eight states of the national programme (docs/product/national-programme.md). */
export const NATIONAL_STATES = ['PR', 'PI', 'RR', 'CE', 'AM', 'RS', 'BA', 'RN'] as const;
export type NationalState = (typeof NATIONAL_STATES)[number];

// ── Points (docs/product/workspace.md) ──────────────────────────────────────────────────────────
/** Every learner starts with these points. */
export const BASE_POINTS = 50;
/** Each completed challenge is worth this many points. */
export const POINTS_PER_COMPLETED_CHALLENGE = 10;
/** A correct answer is worth this many points ('Parabéns, resposta correta! + 10 pontos'). */
export const CORRECT_ANSWER_POINTS = 10;

// ── Challenge submission and saving (docs/product/workspace.md) ─────────────────────────────────
/** A challenge submission is retried this many times before the error shows. */
export const SUBMIT_RETRIES = 3;
/** Saved code over this many bytes is too large (ChallengeSaveTooBig). */
export const MAX_SAVED_CODE_BYTES = 102_400;
/**
 * Combined size (UTF-8 bytes of every file's contents) a multifile cert project may have when it is
 * submitted or saved. The spec leaves the number open: it is the saved-code maximum.
 */
export const MULTIFILE_CERT_PROJECT_MAX_BYTES = MAX_SAVED_CODE_BYTES;
/** Saves less than this many milliseconds after the last one are rejected (CodeSaveLess). */
export const CODE_SAVE_INTERVAL_MS = 5_000;

// ── Runner (docs/product/workspace.md) ──────────────────────────────────────────────────────────
/** Each test fails with 'timeout' after this long. */
export const TEST_TIMEOUT_MS = 5_000;
/** The preview gives up (and warns about an infinite loop) after this long. */
export const PREVIEW_TIMEOUT_MS = 2_500;
/** The preview updates after this pause in typing. */
export const PREVIEW_DEBOUNCE_MS = 700;
/** Infinite-loop protection in the preview stops a loop after this long. */
export const PREVIEW_LOOP_PROTECTION_MS = 100;
/** Infinite-loop protection in the tests warns after this long… */
export const TEST_LOOP_PROTECTION_MS = 1_500;
/** …and stops the loop at this limit. */
export const TEST_LOOP_PROTECTION_LIMIT_MS = 2_000;
/** SCSS compilation fails after this long. */
export const SCSS_COMPILE_TIMEOUT_MS = 5_000;
/** Default timeout of a worker task. */
export const WORKER_TIMEOUT_MS = 1_000;
/** At most this many workers run at once. */
export const MAX_WORKERS = 2;

// ── Delays of the client flows (docs/product/) ──────────────────────────────────────────────────
/** The username check runs after this debounce. */
export const USERNAME_VALIDATION_DEBOUNCE_MS = 2_000;
/** The redirect after sign-up waits this long. */
export const SIGN_UP_REDIRECT_DELAY_MS = 2_000;
/** Sign-out after an e-mail or password change happens after this delay. */
export const SIGN_OUT_AFTER_CREDENTIALS_CHANGE_MS = 3_000;
/** The linked-product sync runs this long after the update. */
export const LINKED_PRODUCT_SYNC_DELAY_MS = 1_000;
/** Locally stored failed updates are retried with staggered delays that start here. */
export const FAILED_UPDATE_RETRY_START_MS = 100;
/** A page-data fetch that fails with a status other than 404 and 500 is retried this many times. */
export const PAGE_FETCH_RETRIES = 3;

// ── National programme, placement test, limited access ─────────────────────────────────────────
// (docs/product/national-programme.md; limited access: docs/product/curriculum-and-access.md)
/** The dropout message shows when the learner was linked to the class more than this many days ago. */
export const DROPOUT_THRESHOLD_DAYS = 5;
/** The placement test may be taken while the attempts are fewer than this. */
export const PLACEMENT_TEST_MAX_ATTEMPTS = 2;
/** Passing grade of the placement test (studentGrade >= this). */
export const PLACEMENT_TEST_PASSING_GRADE = 7;
/** Limited and modular users may open challenges up to this index within a superblock. */
export const LIMITED_INDEX_LIMIT = 10;
/** Source tag of paying modular learners. */
export const MODULAR_SOURCE_TAG = 'pagantes-modular';
/**
 * Id of the special first challenge of track 0, Mundo Tech (docs/product/national-programme.md:
 * fixed, value not shown). The curriculum gives that challenge this id.
 */
export const MUNDO_TECH_CHALLENGE_ID = 'mundo-tech';
/** Time zone of the programme's calendar dates (class-group validity ranges are dates in it). */
export const SCHOOL_TIME_ZONE = 'America/Sao_Paulo';

// ── Lists and exports (docs/product/admin.md) ──────────────────────────────────────────────────
export type SortOrder = 'asc' | 'desc';
export type ListFilterDefaults = {
  pageNumber: number;
  pageSize: number;
  sort: string;
  order: SortOrder;
};
/** Default list filter: page 1, size 5, sorted by startAt descending. */
export const DEFAULT_LIST_FILTER = {
  pageNumber: 1,
  pageSize: 5,
  sort: 'startAt',
  order: 'desc',
} as const satisfies ListFilterDefaults;
/** Manual e-mails: page size 5, sorted by sendDate descending. */
export const MANUAL_EMAILS_LIST_FILTER = {
  pageNumber: 1,
  pageSize: 5,
  sort: 'sendDate',
  order: 'desc',
} as const satisfies ListFilterDefaults;
/** The user list staff load after sign-in: search empty, page 1, size 50, name ascending. */
export const STAFF_USER_LIST_FILTER = {
  search: '',
  pageNumber: 1,
  pageSize: 50,
  sort: 'name',
  order: 'asc',
} as const satisfies ListFilterDefaults & { search: string };
/** Export file name prefix of each exportable list (docs/product/admin.md). */
export const EXPORT_FILE_PREFIXES = {
  'waiting-list': 'aguardando-vaga',
  'confirmed-list': 'confirmados',
  'waiting-to-confirm-list': 'aguardando-confirmacao',
  'reproved-and-dropout-list': 'desistentes-reprovados',
} as const;
export type ExportableList = keyof typeof EXPORT_FILE_PREFIXES;
/** Export files without a group are named for the whole programme. */
export const EXPORT_FILE_ALL_GROUPS = 'geral';
/** Export files are spreadsheets. */
export const EXPORT_FILE_EXTENSION = '.xlsx';

// ── Local storage, sound, configuration (docs/product/) ────────────────────────────────────────
/** Local-storage key of the failed progress updates. */
export const FAILED_UPDATES_STORAGE_KEY = 'fcc-failed-updates';
/** Suffix of the local-storage key that keeps the UTM data: `{product}:utm`. */
export const UTM_STORAGE_KEY_SUFFIX = ':utm';
/** Sound volume (percent) when the cookie has none. */
export const DEFAULT_SOUND_VOLUME_PERCENT = 50;
/** Records per report batch. */
export const REPORT_BATCH_SIZE = 50;
/** At most this many e-mails per batch… */
export const EMAIL_BATCH_SIZE = 50;
/** …with this pause between batches. */
export const EMAIL_BATCH_INTERVAL_MS = 5_000;
/** The feature (experiment) configuration is cached this long. */
export const FEATURE_CONFIG_CACHE_MS = 60_000;
/** Default success message. */
export const DEFAULT_SUCCESS_MESSAGE = 'Happy Coding!';
/** The support team's e-mail address (docs/product/README.md: support contact by e-mail). */
export const DEFAULT_SUPPORT_EMAIL = 'suporte@escola.dev';
