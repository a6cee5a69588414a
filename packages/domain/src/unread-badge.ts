// The header's unread-messages badge (issue 19): apart from the message rules, because it sits in
// the first-load bundle of every learner page and must not pull the programme's group lists in.

/** Past this the badge shows "99+" (the server counts up to MESSAGES_UNREAD_COUNT_CAP). */
export const MESSAGES_UNREAD_BADGE_MAX = 99;

/** The badge's text: the count, or "99+". */
export const formatUnreadBadge = (count: number): string =>
  count > MESSAGES_UNREAD_BADGE_MAX ? `${MESSAGES_UNREAD_BADGE_MAX}+` : String(count);
