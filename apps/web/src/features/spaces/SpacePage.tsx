import { useShell } from '../../kernel/shell-context.ts';
import { InfoTab } from './InfoTab.tsx';
import { MembersTab } from './MembersTab.tsx';
import type { SpaceTab } from './paths.ts';
import { SpaceFrame } from './SpaceFrame.tsx';

/**
 * A fan group (`{spaces}/{slug}`, its tabs `{info}` and `{members}`): the header with the viewer's
 * membership button, and a tablist whose tabs are each their own URL. The posts tab is the posts
 * feature's page, drawn in the same frame (`SpaceFrame`).
 */
export default function SpacePage() {
  const { routeName } = useShell();
  const tab: SpaceTab = routeName === 'spaceMembers' ? 'members' : 'info';
  return (
    <SpaceFrame
      tab={tab}
      panel={(p) =>
        tab === 'members' ? (
          <MembersTab group={p.group} viewer={p.viewer} setGroup={p.setGroup} />
        ) : (
          <InfoTab group={p.group} included={p.included} onChanged={p.onChanged} />
        )
      }
    />
  );
}
