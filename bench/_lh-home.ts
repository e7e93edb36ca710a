import { lighthouseRun, startLighthouseSetup, waitForDemoMedia } from './lighthouse.ts';
const runs = Number(process.env.N ?? 5);
const pages = (process.env.PAGES ?? '/en/').split(',');
const setup = await startLighthouseSetup({ readyTimeoutMs: 300_000 });
try {
  await waitForDemoMedia(setup.base); await new Promise((r) => setTimeout(r, Number(process.env.IDLE ?? 0)));
  for (const p of pages) {
    await lighthouseRun(setup.base + p, setup.chromePort, p); // warm
    const tbts: number[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouseRun(setup.base + p, setup.chromePort, p);
      tbts.push(Math.round(r.tbtMs));
    }
    const s = [...tbts].sort((a, b) => a - b);
    console.log(p, 'TBT', tbts.join(' '), 'median', s[Math.floor(s.length / 2)]);
  }
} finally {
  await setup.stop();
}
