import { lazy, type ComponentType } from 'react';
import type { RouteName } from '@tribune/domain';

const HomePage = lazy(() => import('../features/home/HomePage.tsx'));

/** Page component per route name, each loaded on demand. */
export const PAGES: Record<RouteName, ComponentType> = {
  home: HomePage,
  homeCategory: HomePage,
  styleguide: lazy(() => import('../features/styleguide/StyleguidePage.tsx')),
  error: lazy(() => import('../features/errors/ErrorPage.tsx')),
  staticPage: lazy(() => import('../features/static-pages/StaticPage.tsx')),
  staticPageInMenu: lazy(() => import('../features/static-pages/StaticPage.tsx')),
  login: lazy(() => import('../features/account/LoginPage.tsx')),
  accountRedirect: lazy(() => import('../features/account/RedirectPage.tsx')),
  register: lazy(() =>
    import('../features/account/IdentityForwardPages.tsx').then((m) => ({ default: m.RegisterPage })),
  ),
  recover: lazy(() => import('../features/account/IdentityForwardPages.tsx').then((m) => ({ default: m.RecoverPage }))),
  reset: lazy(() => import('../features/account/IdentityForwardPages.tsx').then((m) => ({ default: m.ResetPage }))),
  settings: lazy(() => import('../features/settings/SettingsPage.tsx')),
  profile: lazy(() => import('../features/profiles/ProfilePage.tsx')),
  staticPageComment: lazy(() => import('../features/static-pages/StaticPage.tsx')),
  staticPageInMenuComment: lazy(() => import('../features/static-pages/StaticPage.tsx')),
  contents: lazy(() => import('../features/contents/ContentsPage.tsx')),
  content: lazy(() => import('../features/contents/ContentPage.tsx')),
  contentComment: lazy(() => import('../features/contents/ContentPage.tsx')),
  // One chat page: the overview with the conversation or the new-conversation pane beside it.
  messages: lazy(() => import('../features/chat/ChatPage.tsx')),
  messagesConversation: lazy(() => import('../features/chat/ChatPage.tsx')),
  messagesNew: lazy(() => import('../features/chat/ChatPage.tsx')),
  messagesSettings: lazy(() => import('../features/chat/keys/ChatSettingsPage.tsx')),
  notifications: lazy(() => import('../features/notifications/NotificationsPage.tsx')),
  notification: lazy(() => import('../features/notifications/NotificationPage.tsx')),
  // Participation and events (docs/PARTICIPATION.md): one page component per list and detail;
  // a comment deep link is the detail page scrolled to the comment.
  participate: lazy(() => import('../features/participate/ParticipatePage.tsx')),
  votings: lazy(() => import('../features/votings/VotingsPage.tsx')),
  voting: lazy(() => import('../features/votings/VotingPage.tsx')),
  votingComment: lazy(() => import('../features/votings/VotingPage.tsx')),
  ideationMissions: lazy(() => import('../features/ideation/MissionsPage.tsx')),
  ideationMission: lazy(() => import('../features/ideation/MissionPage.tsx')),
  idea: lazy(() => import('../features/ideation/IdeaPage.tsx')),
  ideaComment: lazy(() => import('../features/ideation/IdeaPage.tsx')),
  amaSessions: lazy(() => import('../features/amas/SessionsPage.tsx')),
  amaSession: lazy(() => import('../features/amas/SessionPage.tsx')),
  amaSessionAnswers: lazy(() => import('../features/amas/SessionPage.tsx')),
  amaQuestion: lazy(() => import('../features/amas/QuestionPage.tsx')),
  amaQuestionComment: lazy(() => import('../features/amas/QuestionPage.tsx')),
  events: lazy(() => import('../features/events/EventsPage.tsx')),
  eventsAll: lazy(() => import('../features/events/EventsPage.tsx')),
  event: lazy(() => import('../features/events/EventPage.tsx')),
  eventComment: lazy(() => import('../features/events/EventPage.tsx')),
  // Fan groups (docs/COMMUNITY.md): the list, the form (create and edit), a group with its tabs.
  spaces: lazy(() => import('../features/spaces/SpacesPage.tsx')),
  spaceNew: lazy(() => import('../features/spaces/SpaceFormPage.tsx')),
  space: lazy(() => import('../features/spaces/SpacePage.tsx')),
  spaceInfo: lazy(() => import('../features/spaces/SpacePage.tsx')),
  spaceMembers: lazy(() => import('../features/spaces/SpacePage.tsx')),
  spaceEdit: lazy(() => import('../features/spaces/SpaceFormPage.tsx')),
  // Posts (docs/COMMUNITY.md): a group's posts tab in the group's frame, a group post and a feed
  // post with their comments (a comment deep link is the post's page scrolled to the comment).
  spacePosts: lazy(() => import('../features/posts/GroupPostsPage.tsx')),
  spacePost: lazy(() => import('../features/posts/PostPage.tsx')),
  spacePostComment: lazy(() => import('../features/posts/PostPage.tsx')),
  feedPost: lazy(() => import('../features/posts/PostPage.tsx')),
  feedPostComment: lazy(() => import('../features/posts/PostPage.tsx')),
  // Organizations (docs/COMMUNITY.md "Organizations"): the list, the create form, an organization.
  organizations: lazy(() => import('../features/organizations/OrganizationsPage.tsx')),
  organizationNew: lazy(() => import('../features/organizations/OrganizationFormPage.tsx')),
  organization: lazy(() => import('../features/organizations/OrganizationPage.tsx')),
  // The signed-in fan's invitation codes (docs/COMMUNITY.md "Invitation codes").
  invitationCodes: lazy(() => import('../features/invitations/InvitationCodesPage.tsx')),
  wallet: lazy(() => import('../features/wallet/WalletPage.tsx')),
  // NFT collectibles (docs/NFTS.md "Web"): the showroom, my NFTs, a collection, an NFT.
  nfts: lazy(() => import('../features/nfts/ShowroomPage.tsx')),
  myNfts: lazy(() => import('../features/nfts/MyNftsPage.tsx')),
  // The exchange (docs/NFTS.md "Trading"): trade requests and trade groups.
  nftExchange: lazy(() => import('../features/nfts/exchange/ExchangePage.tsx')),
  // The operator console (docs/CONSOLE.md "Web"): loaded only when the team opens it.
  console: lazy(() => import('../features/console/ConsolePage.tsx')),
  nftCollection: lazy(() => import('../features/nfts/CollectionPage.tsx')),
  nft: lazy(() => import('../features/nfts/NftPage.tsx')),
};
