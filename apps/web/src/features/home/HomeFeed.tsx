import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedList } from '../posts/index.ts';
import './home.css';

/** How far below the viewport the feed starts loading (the fan scrolls into a feed that is there). */
const FEED_LOAD_MARGIN = '400px 0px';

/**
 * The feed at the end of the home page (docs/COMMUNITY.md "Feed"). The server and the first render
 * draw its heading only; its chunk (the list, the posts, the editor) and its first page load when
 * the section comes near the viewport, so the home page's first JavaScript stays as it was and a
 * fan who never scrolls there never pays for it. Being the page's last section, it grows at the
 * end and pushes nothing down.
 */
export function HomeFeed() {
  const { t } = useTranslation();
  const headingId = useId();
  const slotRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const slot = slotRef.current;
    if (near || !slot) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: FEED_LOAD_MARGIN },
    );
    observer.observe(slot);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section className="home-section home-feed" aria-labelledby={headingId} data-testid="home-feed">
      <header className="home-section-header">
        <h2 id={headingId}>{t('feed.title')}</h2>
      </header>
      <div ref={slotRef} className="home-feed-slot">
        {near ? (
          <Suspense fallback={<FeedSkeleton />}>
            <FeedList />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}

/** The feed while its chunk loads: three post-sized placeholders. */
function FeedSkeleton() {
  return (
    <ul className="home-feed-skeleton" aria-busy="true" data-testid="feed-skeleton">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
          <span className="skeleton skeleton-line" />
        </li>
      ))}
    </ul>
  );
}
