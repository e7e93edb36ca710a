import { SpaceFrame } from '../spaces/index.ts';
import { GroupPostsTab } from './GroupPostsTab.tsx';

/** `{spaces}/{slug}/{posts}`: the group page (its header and tabs) with the posts tab open. */
export default function GroupPostsPage() {
  return (
    <SpaceFrame
      tab="posts"
      panel={({ group, viewer, setGroup }) => <GroupPostsTab group={group} viewer={viewer} setGroup={setGroup} />}
    />
  );
}
