// The bounds of every text and list a call takes when the spec names none for that field. The
// spec's own limits (product title, description, SKU and image counts, remark, name, …) stay
// beside their fields; these are the sane bounds for everything else, so that no text and no
// list in a request is unbounded. The server refuses a longer one with the field's message, and
// the API document states each bound (`maxLength`, `maxItems`).

/** An id: generated ids are 32 characters; ids from outside are checked loosely. */
export const ID_MAX = 64;
/** A code: a category, area, carrier, status or reason code, a postcode. */
export const CODE_MAX = 32;
/** An ISO date or time text. */
export const TIME_TEXT_MAX = 40;
/** A number written as decimal text: a sum of money, a coordinate. */
export const DECIMAL_TEXT_MAX = 24;
/** An id made of digits (product, SKU, order and case numbers: up to 18 digits). */
export const NUMERIC_ID_MAX = 18;
/** A phone number as typed, spaces and + included (the digits themselves are checked apart). */
export const PHONE_TEXT_MAX = 20;
/** A password as typed (the strong-password rule itself allows 10 to 20 characters). */
export const PASSWORD_TEXT_MAX = 64;
/** A name, a title, a search word: one line of text. */
export const LINE_TEXT_MAX = 200;
/** A link or a picture's address (a /media id or an https URL). */
export const URL_MAX = 500;
/** Free text: a reason, a note, a reply (the spec's quick reply: 2000 characters). */
export const TEXT_MAX = 2000;
/** A list a request carries where the spec names no count (an import's 1000 rows per file). */
export const LIST_MAX = 1000;

/**
 * Reply fields: the API document bounds each reply text and list that has no bound of its own by
 * these. What a reply carries came in through the bounds above (the product description is the
 * longest text), or is a page (at most MAX_PAGE_SIZE rows) or a tree of areas or functions.
 */
export const REPLY_TEXT_MAX = 10_000;
export const REPLY_LIST_MAX = 10_000;
/** A file sent back in a reply as base64 (exports, templates): 16 MiB of file, checked with the reply. */
export const REPLY_FILE_BASE64_MAX = Math.ceil((16 * 1024 * 1024) / 3) * 4;
