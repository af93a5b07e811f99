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
  /**
   * DocumentEnqueueRequest → `{jobId}`: books an upload's bytes, records who may read its job, and
   * queues it on `documents` (429 for an owner over its pending documents, 503 when full).
   */
  documentEnqueue: 'analysis.documents.enqueue',
  /**
   * `{jobId, asker}` → `{status}`: where a document job stands (state, progress, result or
   * error), null for no job `asker` may read; 410 when Redis lost the job with its upload.
   */
  documentStatus: 'analysis.documents.status',
  /**
   * `{}` → `TextModelsVersion`: what `text` answers depend on, for callers that keep answers (the
   * gateway's result cache).
   */
  models: 'analysis.models',
  /**
   * AnalyzeTextsRequest `{texts, tier?, explain?}` → one answer of `text`'s shape per text, in
   * order, the explanation only with `explain` (the API for organisations). Served by the
   * analysis service from a stream of its own, the batch lane (`analysis-batch`), so a batch
   * never waits among, nor holds up, the interactive requests.
   */
  texts: 'analysis-batch.texts',
  /**
   * `{texts}` → one sentence vector per text (number[], length 1): the accurate encoder's states
   * after its first layer, mean-pooled, for grouping news articles into stories.
   */
  embed: 'analysis.embed',
} as const;

/**
 * The auth service makes every access token (HS256 with JWT_SECRET) and keeps what revokes them;
 * the gateway verifies a token's signature itself and asks `session` for the rest.
 */
export const AuthPatterns = {
  signup: 'auth.signup',
  /** `{email, password}` → SignedIn `{user, tokenVersion, token}`: the token is signed here. */
  signin: 'auth.signin',
  /**
   * `{userId, tokenId}` → `{tokenVersion, signedOut}`: the gateway's check that a token has not
   * been revoked, by a new token version or by logout.
   */
  session: 'auth.session',
  /** `{userId, tokenId, expiresAt}` → `{signedOut: true}`: logout, kept in PostgreSQL. */
  signOut: 'auth.signOut',
  profile: 'auth.profile',
  /**
   * → ProfileChanged: when the password or email changed (`sessionsRevoked`), earlier tokens are
   * revoked and `token` is a new one.
   */
  updateProfile: 'auth.updateProfile',
  photo: 'auth.photo',
  /**
   * `{contentType, data, purpose}` (the upload as it came, base64, at most 15 MB decoded) →
   * PhotoPayload: the bytes must really be that type and decode within the pixel limit; what comes
   * back is the image re-encoded (at most 512×512, no metadata). 400 with the form's photo-type
   * message otherwise.
   */
  reencodePhoto: 'auth.reencodePhoto',
  forgotPassword: 'auth.forgotPassword',
  resetPassword: 'auth.resetPassword',
  /** `{token}` from a mailed link → `{message}`: the account's email address is confirmed. */
  verifyEmail: 'auth.verifyEmail',
  /** `{userId}` → `{message}`: mails a new confirmation link when the email is not confirmed. */
  resendVerification: 'auth.resendVerification',
  /** A profile from Google or GitHub → SignedIn: the linked (or new) user and a token. */
  oauthSignIn: 'auth.oauthSignIn',
  /**
   * `{userId, provider}` → `{ticket}`: a signed-in user's request to link a provider, redeemable
   * once within ten minutes (POST /api/auth/link/:provider puts it in a cookie of that browser).
   */
  oauthLinkTicket: 'auth.oauthLinkTicket',
  /**
   * ProposeLinkRequest (the provider's profile and the ticket from the browser's cookie) →
   * PendingLinkIssued `{code, browser}`: the link waits for the person to confirm it; 403 for an
   * unconfirmed account, 409 for a provider account linked elsewhere, 400 for a spent ticket.
   */
  oauthProposeLink: 'auth.oauthProposeLink',
  /** LinkCodeRequest → LinkPreview: what the page shows before confirming (the code stays). */
  oauthPreviewLink: 'auth.oauthPreviewLink',
  /** LinkCodeRequest → LinkConfirmed: links the provider account, once; earlier tokens are revoked. */
  oauthConfirmLink: 'auth.oauthConfirmLink',
  /**
   * `{userId, tokenVersion, user, provider}` → `{code, browser}`: the one-time code the browser
   * callback hands the app instead of a token, bound to the browser by the `browser` cookie value.
   */
  oauthLoginCode: 'auth.oauthLoginCode',
  /**
   * `{code, browser}` → `{signIn: {token, user, provider} | null}`: once, within a minute, from the
   * same browser; the token is signed as the code is redeemed.
   */
  oauthRedeemLoginCode: 'auth.oauthRedeemLoginCode',
  /**
   * `{userId, password?, signedInAt}` → AccountDeleted: with the account's password, or for an
   * account without one a sign-in at most 10 minutes old (`signedInAt`, the token's `iat`).
   */
  deleteAccount: 'auth.deleteAccount',
  /**
   * `{userId, unsubscribeToken}` → `{sent}`: the journal's daily reminder, mailed to the account's
   * address if it is confirmed, with a one-click unsubscribe built from the token.
   */
  reminderMail: 'auth.reminderMail',
  /**
   * `{userId, name, prefix, hash}` → ApiKeySummary; 403 while the user's email is unconfirmed,
   * 409 beyond MAX_API_KEYS_PER_USER.
   */
  apiKeyCreate: 'auth.apiKeys.create',
  /** `{userId}` → ApiKeySummary[]: the user's live keys with 30 days of usage, newest first. */
  apiKeyList: 'auth.apiKeys.list',
  /** `{userId, id}` → ApiKeyRevoked; 404 for another user's key, as for none. */
  apiKeyRevoke: 'auth.apiKeys.revoke',
  /** `{hash}` → `{key: VerifiedApiKey | null}`: null for an unknown or revoked key. */
  apiKeyVerify: 'auth.apiKeys.verify',
  /** `{keyId, characters}` → `{recorded: boolean}`: adds to today's usage and sets last used. */
  apiKeyRecordUse: 'auth.apiKeys.recordUse',
} as const;

export const NewsPatterns = {
  /** `{from, to}` (YYYY-MM-DD, inclusive) → `[{date, newsSentiment, articles, sample}]`, mean score per day. */
  dailySentiment: 'news.daily-sentiment',
  /** NewsListQuery → `{articles, nextCursor?}`, newest first. */
  list: 'news.list',
  /** `{id}` → NewsArticleDetail (the full text is extracted from the original page once). */
  detail: 'news.detail',
  /** `{}` → `{message, jobId}`: queues an ingestion run now. */
  refresh: 'news.refresh',
  /** `{}` → NewsFeedStatus: the last ingestion run's outcome and the last live fetch. */
  status: 'news.status',
  /** `{}` → NewsStory[]: the stories (articles about one event), newest first. */
  stories: 'news.stories',
  /** `{id}` → NewsStoryDetail: a story with its articles. */
  story: 'news.story',
  /** `{}` → NewsBlindspots: the recent stories one side barely covers. */
  blindspots: 'news.blindspots',
} as const;

/** Every journal request carries the signed-in `userId`; the service answers only that user's entries. */
export const JournalPatterns = {
  /** `{userId, text, mood?, activities?}` (editor HTML) → the new entry's analysis. */
  create: 'journal.create',
  /** `{userId, before?, limit?, from?, to?}` → one page of entries, newest first. */
  list: 'journal.list',
  get: 'journal.get',
  /** `{userId, id, text, mood?, activities?}` → the entry, re-analysed. */
  update: 'journal.update',
  remove: 'journal.remove',
  /** `{userId, period}` → the Dashboard's figures. */
  stats: 'journal.stats',
  /**
   * `{userId, part, until, after?}` → one page of an export, `{entries | images, next, total?}`:
   * the gateway streams the file from pages, so no message ever holds the whole journal.
   */
  exportPage: 'journal.export-page',
  /** `{userId}` → JournalInsights: the Dashboard's calendar, streaks and mood insights. */
  insights: 'journal.insights',
  /** `{userId}` → JournalActivityTags: the tags the editor offers. */
  activities: 'journal.activities',
  /** ArticleOpenedRecord → `{recorded: true}`: a signed-in user opened a news article. */
  articleOpened: 'journal.article-opened',
  /** `{userId}` → NewsReadingMix: the ratings of the outlets whose articles the user opened. */
  readingMix: 'journal.reading-mix',
  /** `{userId}` → ReminderSettingsView: the daily reminder (off until the person sets one). */
  reminderSettings: 'journal.reminders.get',
  /** ReminderSettingsRequest → ReminderSettingsView: the whole setting replaced. */
  updateReminderSettings: 'journal.reminders.update',
  /** PushSubscriptionRequest → PushDevicesAnswer: a browser subscribed to push reminders. */
  addPushSubscription: 'journal.reminders.push-add',
  /** PushEndpointRequest → PushDevicesAnswer: a browser no longer wants them. */
  removePushSubscription: 'journal.reminders.push-remove',
  /** `{token}` (a reminder mail's link, signed) → UnsubscribeAnswer: email reminders off. */
  unsubscribe: 'journal.reminders.unsubscribe',
} as const;

export const Events = {
  userDeleted: 'user.deleted',
} as const;
