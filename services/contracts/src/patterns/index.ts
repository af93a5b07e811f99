/**
 * Every message pattern and event name, in one place, so the gateway and the services cannot drift
 * apart. A pattern's first segment is the service that serves it.
 */
export const SERVICES = ['contact', 'analysis', 'auth', 'journal', 'news'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const ContactPatterns = {
  create: 'contact.create',
} as const;

export const AnalysisPatterns = {
  /** One text → sentiment and emotion together (the landing demo, the journal). */
  text: 'analysis.text',
  /** Batches for other services: `{texts}` → one result per text, in order. */
  sentiment: 'analysis.sentiment',
  emotion: 'analysis.emotion',
  /** `{articles: [{title?, text, source?}]}` → one bias result per article. */
  bias: 'analysis.bias',
  /** `{jobId}` → `{analysis: DocumentAnalysis | null}`: a finished document's stored result. */
  documentResult: 'analysis.document-result',
  /**
   * `{}` → `TextModelsVersion`: what `text` answers depend on, for callers that keep answers (the
   * gateway's result cache).
   */
  models: 'analysis.models',
} as const;

export const AuthPatterns = {
  signup: 'auth.signup',
  signin: 'auth.signin',
  /**
   * `{userId, tokenId}` → `{tokenVersion, signedOut}`: the gateway's check that a token has not
   * been revoked, by a new token version or by logout.
   */
  session: 'auth.session',
  /** `{userId, tokenId, expiresAt}` → `{signedOut: true}`: logout, kept in PostgreSQL. */
  signOut: 'auth.signOut',
  profile: 'auth.profile',
  updateProfile: 'auth.updateProfile',
  photo: 'auth.photo',
  forgotPassword: 'auth.forgotPassword',
  resetPassword: 'auth.resetPassword',
  /** `{token}` from a mailed link → `{message}`: the account's email address is confirmed. */
  verifyEmail: 'auth.verifyEmail',
  /** `{userId}` → `{message}`: mails a new confirmation link when the email is not confirmed. */
  resendVerification: 'auth.resendVerification',
  /** A profile from Google or GitHub → the linked (or new) user. */
  oauthSignIn: 'auth.oauthSignIn',
  deleteAccount: 'auth.deleteAccount',
} as const;

export const NewsPatterns = {
  /** `{from, to}` (YYYY-MM-DD, inclusive) → `[{date, newsSentiment, articles}]`, mean score per day. */
  dailySentiment: 'news.daily-sentiment',
  /** NewsListQuery → `{articles, nextCursor?}`, newest first. */
  list: 'news.list',
  /** `{id}` → NewsArticleDetail (the full text is extracted from the original page once). */
  detail: 'news.detail',
  /** `{}` → `{message, jobId}`: queues an ingestion run now. */
  refresh: 'news.refresh',
  /** `{}` → NewsFeedStatus: the last ingestion run's outcome and the last live fetch. */
  status: 'news.status',
} as const;

/** Every journal request carries the signed-in `userId`; the service answers only that user's entries. */
export const JournalPatterns = {
  /** `{userId, text}` (editor HTML) → the new entry's analysis. */
  create: 'journal.create',
  /** `{userId, before?, limit?, from?, to?}` → one page of entries, newest first. */
  list: 'journal.list',
  get: 'journal.get',
  /** `{userId, id, text}` → the entry, re-analysed. */
  update: 'journal.update',
  remove: 'journal.remove',
  /** `{userId, period}` → the Dashboard's figures. */
  stats: 'journal.stats',
  /**
   * `{userId, part, until, after?}` → one page of an export, `{entries | images, next, total?}`:
   * the gateway streams the file from pages, so no message ever holds the whole journal.
   */
  exportPage: 'journal.export-page',
} as const;

export const Events = {
  userDeleted: 'user.deleted',
} as const;
