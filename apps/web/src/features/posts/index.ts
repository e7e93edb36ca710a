import { lazy } from 'react';

// The posts feature's public surface: group posts (the group page's posts tab, a post's page), feed
// posts and the feed. Its pages are loaded lazily by the shell; the home page loads the feed on
// demand, so neither the feed nor the editor is in the home page's first JavaScript.

/** The feed with its composer for feed posts (docs/COMMUNITY.md "Feed"), a chunk of its own. */
export const FeedList = lazy(() => import('./FeedList.tsx'));
