/**
 * Every route a default start registers, each classified on purpose (routes-allowlist.int.test.ts):
 * - `public`: anybody, signed in or not (a token, when sent, is checked and may personalise the answer);
 * - `user`: a signed-in, not banned user; the caller gate answers 401 to a guest before the body is read;
 * - `admin`: an instance admin; 401 to a guest, 403 to other users, before the body is read;
 * - `identity-protocol`: the identity service's own OpenID Connect protocol and pages (oidc-provider,
 *   CSRF-protected forms, single-use mailed tokens), outside the API's caller gate.
 *
 * Keys are `METHOD path` as registered (`ALL` for a route on every method). HEAD routes that
 * Fastify adds beside a GET are not listed. A new route fails the test until it is added here,
 * so somebody decides who may call it. Static files of the built web app (one GET per file in
 * apps/web/dist) are not routes of their own here: the test builds without the web app.
 */
export type RouteClass = 'public' | 'user' | 'admin' | 'identity-protocol';

export const ROUTE_ALLOWLIST: Readonly<Record<string, RouteClass>> = {
  // Realtime: the upgrade is open; the socket authenticates with its first frame (docs/CHAT.md).
  'GET /v2/realtime': 'public',
  // Health and the customizer (user-independent, cacheable).
  'GET /healthz': 'public',
  'GET /readyz': 'public',
  'GET /customizer/render/web/module-config.json': 'public',
  'GET /customizer/render/web/icons.json': 'public',
  'GET /customizer/render/web/routes.json': 'public',
  'GET /customizer/render/web/translations/:file': 'public',
  'GET /manifest.webmanifest': 'public',
  'GET /v2/openapi.json': 'public',
  // Menu, static pages, contents, comments and likes as guests see them.
  'GET /v2/menu_items': 'public',
  'GET /v2/menu_items/:id': 'public',
  'GET /v2/static_pages/:slug': 'public',
  'GET /v2/categories': 'public',
  'GET /v2/contents': 'public',
  'GET /v2/contents/:slug': 'public',
  'GET /v2/contents/:slug/comments': 'public',
  'GET /v2/static_pages/:slug/comments': 'public',
  'GET /v2/comments/:id/comments': 'public',
  'GET /v2/comments/:id': 'public',
  'GET /v2/likes': 'public',
  'GET /v2/ugc_report_types': 'public',
  'GET /v2/profiles/:slug': 'public',
  // Files: avatars (public), content media and embeds (signed, expiring links), playout config (signed).
  'GET /media/*': 'public',
  'GET /media/content/*': 'public',
  'GET /embeds/:id': 'public',
  'GET /config/:playout': 'public',
  // Cookie consent of this browser (the HttpOnly consentId cookie; guests too).
  'GET /consent/': 'public',
  'POST /consent/': 'public',
  'GET /consent': 'public',
  'POST /consent': 'public',
  // Web push: the VAPID public key browsers subscribe with (the same for everybody).
  'GET /webpush/vapid': 'public',

  // The signed-in user.
  'GET /v2/user/show': 'user',
  'PUT /auth': 'user',
  'DELETE /auth': 'user',
  'DELETE /v2/push_subscriptions': 'user',
  // The community chain (docs/CHAIN.md): the network, read-only JSON-RPC to our contracts, a fan's hot wallet.
  'GET /v2/public_blockchain_networks': 'public',
  'POST /v2/chain/rpc': 'public',
  'POST /v2/user/hot_wallet': 'user',
  'GET /v2/transactions': 'user',
  'GET /v2/transactions/:id': 'user',
  'POST /v2/transactions': 'user',
  'POST /v2/transactions/from_hash': 'user',
  'POST /v2/transactions/:id/complete': 'user',
  'GET /v2/user/balance': 'user',
  // The admin's chain API (docs/CHAIN.md "Admin chain API").
  'POST /v2/admin/chain/mints': 'admin',
  'POST /v2/admin/chain/nft_freezes': 'admin',
  'POST /v2/admin/chain/nft_unfreezes': 'admin',
  'GET /v2/admin/chain/treasury': 'admin',
  'PUT /v2/admin/chain/treasury': 'admin',
  'POST /v2/boosts': 'user',
  'GET /v2/boosters': 'public',
  // Content unlocks, withdrawals of token-vote deposits, frozen tokens (docs/CHAIN.md).
  'POST /v2/contents/:slug/unlock': 'user',
  'POST /v2/votes/:id/withdraw': 'user',
  'GET /v2/frozen_tokens': 'user',
  'GET /v2/frozen_tokens/:id': 'user',
  // The signed-in user's notifications (their own only; another's id answers 404).
  'GET /v2/notifications': 'user',
  'GET /v2/notifications/:id': 'user',
  'PUT /v2/notifications/:id/open': 'user',
  'PUT /v2/notifications/open_all': 'user',
  'GET /v2/notification_preferences': 'user',
  'PUT /v2/notification_preferences': 'user',
  'POST /v2/users/:id/toggle_block': 'user',
  'POST /v2/contents/:slug/comments': 'user',
  'POST /v2/static_pages/:slug/comments': 'user',
  'POST /v2/comments/:id/comments': 'user',
  'PUT /v2/comments/:id': 'user',
  'POST /v2/comments/:id/like': 'user',
  'DELETE /v2/comments/:id/like': 'user',
  'POST /v2/contents/:slug/like': 'user',
  'DELETE /v2/contents/:slug/like': 'user',
  'POST /v2/ugc_reports': 'user',
  // Chat and chat keys.
  'GET /v2/chat_conversations': 'user',
  'POST /v2/chat_conversations': 'user',
  'GET /v2/chat_conversations/:id': 'user',
  'POST /v2/chat_conversations/:id/messages': 'user',
  'PUT /v2/chat_conversations/:id/messages': 'user',
  'POST /v2/chat_conversations/:id/read': 'user',
  'GET /v2/chat_conversations/:id/users': 'user',
  'GET /v2/chat_conversations/:id/keys': 'user',
  'GET /v2/chat_messages': 'user',
  'GET /v2/chat_conversation_keys/missing': 'user',
  'POST /v2/chat_conversation_keys': 'user',
  'DELETE /v2/chat_conversation_keys': 'user',
  'GET /v2/chat_users': 'user',
  'GET /v2/users/:id/chat_conversation': 'user',
  'GET /api/v1/chat_keys/public/:uid': 'user',
  'PUT /api/v1/chat_keys/public/:uid': 'user',
  'GET /api/v1/chat_keys/private/:uid': 'user',
  'PUT /api/v1/chat_keys/private/:uid': 'user',
  'GET /api/v1/chat_keys/cached': 'user',
  'PUT /api/v1/chat_keys/cached': 'user',

  // Instance admins.
  'POST /v2/admin/media': 'admin',
  'POST /v2/admin/media/external': 'admin',
  'GET /v2/admin/media/:id': 'admin',
  'GET /v2/admin/contents': 'admin',
  'POST /v2/admin/notifications': 'admin',
  'POST /v2/admin/contents': 'admin',
  'GET /v2/admin/contents/:id': 'admin',
  'PUT /v2/admin/contents/:id': 'admin',
  'POST /v2/admin/contents/:id/publish': 'admin',
  'POST /v2/admin/contents/:id/unpublish': 'admin',
  'POST /v2/admin/categories': 'admin',
  'PUT /v2/admin/categories/:id': 'admin',
  'POST /v2/admin/static_pages': 'admin',
  'PUT /v2/admin/static_pages/:id': 'admin',
  'PUT /v2/admin/users/:id/status': 'admin',

  // Ideation missions and ideas (module crowdsourcing): reading is public (drafts 404 but to
  // admins and preview-token holders), writing needs a user; managing missions and idea statuses is for admins.
  'GET /v2/ideation_missions': 'public',
  'GET /v2/ideation_missions/:slug': 'public',
  'GET /v2/ideation_missions/:slug/ideas': 'public',
  'GET /v2/ideation_missions/:slug/ideas/:idea_id': 'public',
  'GET /v2/ideation_missions/:slug/ideas/:idea_id/comments': 'public',
  'POST /v2/ideation_missions/:slug/ideas': 'user',
  'PUT /v2/ideation_missions/:slug/ideas/:idea_id': 'user',
  'POST /v2/ideation_missions/:slug/ideas/:idea_id/comments': 'user',
  'POST /v2/ideation_missions/:slug/ideas/:idea_id/like': 'user',
  'DELETE /v2/ideation_missions/:slug/ideas/:idea_id/like': 'user',
  'GET /v2/admin/ideation_missions': 'admin',
  'GET /v2/admin/ideation_missions/:id': 'admin',
  'POST /v2/admin/ideation_missions': 'admin',
  'PUT /v2/admin/ideation_missions/:id': 'admin',
  'POST /v2/admin/ideation_missions/:id/publish': 'admin',
  'POST /v2/admin/ideation_missions/:id/close': 'admin',
  'PUT /v2/admin/ideas/:id/status': 'admin',

  // AMA sessions and questions (module ama): reading is public (drafts 404 but to admins, the host
  // and preview-token holders), asking and answering need a user (answering: the host only, 403
  // otherwise); managing sessions and their hosts is for admins.
  'GET /v2/ama_sessions': 'public',
  'GET /v2/ama_sessions/:slug': 'public',
  'GET /v2/ama_sessions/:slug/ama_questions': 'public',
  'GET /v2/ama_sessions/:slug/ama_questions/:id': 'public',
  'GET /v2/ama_sessions/:slug/ama_questions/:id/comments': 'public',
  'POST /v2/ama_sessions/:slug/ama_questions': 'user',
  'PUT /v2/ama_sessions/:slug/ama_questions/:id': 'user',
  'POST /v2/ama_sessions/:slug/ama_questions/:id/answer': 'user',
  'PUT /v2/ama_sessions/:slug/ama_questions/:id/answer': 'user',
  'POST /v2/ama_sessions/:slug/ama_questions/:id/comments': 'user',
  'POST /v2/ama_sessions/:slug/ama_questions/:id/like': 'user',
  'DELETE /v2/ama_sessions/:slug/ama_questions/:id/like': 'user',
  'GET /v2/admin/ama_sessions': 'admin',
  'GET /v2/admin/ama_sessions/:id': 'admin',
  'POST /v2/admin/ama_sessions': 'admin',
  'PUT /v2/admin/ama_sessions/:id': 'admin',
  'POST /v2/admin/ama_sessions/:id/publish': 'admin',
  'POST /v2/admin/ama_sessions/:id/close': 'admin',

  // Votings (module voting): reading is public (drafts 404 but to admins), voting and commenting
  // need a user; managing votings and their options is for admins.
  'GET /v2/votings': 'public',
  'GET /v2/votings/:voting_id': 'public',
  'GET /v2/votings/:voting_id/comments': 'public',
  'POST /v2/votings/:voting_id/vote': 'user',
  'POST /v2/votings/:voting_id/comments': 'user',
  'GET /v2/admin/votings': 'admin',
  'GET /v2/admin/votings/:id': 'admin',
  'POST /v2/admin/votings': 'admin',
  'PUT /v2/admin/votings/:id': 'admin',
  'POST /v2/admin/votings/:id/publish': 'admin',
  'POST /v2/admin/votings/:id/close': 'admin',

  // Events (module events): reading and the calendar file are public (drafts 404 but to admins),
  // registering, unregistering and commenting need a user; managing events and reading their
  // registrations is for admins.
  'GET /v2/events': 'public',
  'GET /v2/events/:slug': 'public',
  'GET /v2/events/:slug.ics': 'public',
  'GET /v2/events/:slug/comments': 'public',
  'POST /v2/events/:slug/registration': 'user',
  'DELETE /v2/events/:slug/registration': 'user',
  'POST /v2/events/:slug/comments': 'user',
  'GET /v2/admin/events': 'admin',
  'GET /v2/admin/events/:id': 'admin',
  'POST /v2/admin/events': 'admin',
  'PUT /v2/admin/events/:id': 'admin',
  'POST /v2/admin/events/:id/publish': 'admin',
  'GET /v2/admin/events/:id/registrations': 'admin',

  // The embedded identity service (IDENTITY_MODE=embedded, the default).
  'ALL /oauth/*': 'identity-protocol',
  'ALL /.well-known/openid-configuration': 'identity-protocol',
  'GET /identity/assets/identity.css': 'identity-protocol',
  'GET /identity/register': 'identity-protocol',
  'POST /identity/register': 'identity-protocol',
  'GET /identity/verify': 'identity-protocol',
  'GET /identity/recover': 'identity-protocol',
  'POST /identity/recover': 'identity-protocol',
  'GET /identity/magic-link': 'identity-protocol',
  'POST /identity/magic-link': 'identity-protocol',
  'GET /identity/reset': 'identity-protocol',
  'POST /identity/reset': 'identity-protocol',
  'GET /identity/interaction/:uid': 'identity-protocol',
  'POST /identity/interaction/:uid': 'identity-protocol',
  'POST /identity/interaction/:uid/register': 'identity-protocol',
};
