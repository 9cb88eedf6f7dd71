/** Below 768 px: a phone (the list's status reads Abonné/Non abonné, the payments put the invoice under the date). */
export const PHONE_QUERY = '(max-width: 47.99em)';
/** Below 1280 px the list's seven columns do not fit beside the sidebar: the list shows cards. */
export const CARDS_QUERY = '(max-width: 79.99em)';
