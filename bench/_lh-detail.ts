import lighthouse from 'lighthouse';
import { startLighthouseSetup, waitForDemoMedia } from './lighthouse.ts';
const runs = Number(process.env.N ?? 3);
const p = process.env.P ?? '/en/';
const setup = await startLighthouseSetup({ readyTimeoutMs: 300_000 });
try {
  await waitForDemoMedia(setup.base); await new Promise((r) => setTimeout(r, Number(process.env.IDLE ?? 0)));
  for (let i = 0; i <= runs; i++) {
    const r = await lighthouse(setup.base + p, { port: setup.chromePort, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const a = r!.lhr.audits as any;
    const bi = r!.lhr.environment.benchmarkIndex;
    const bt = (a['bootup-time']?.details?.items ?? []).slice(0, 5).map((x: any) => `${x.url.replace(setup.base, '')} total=${Math.round(x.total)} script=${Math.round(x.scripting)}`);
    const lt = (a['long-tasks']?.details?.items ?? []).map((x: any) => `${x.url?.replace(setup.base, '')}@${Math.round(x.startTime)}:${Math.round(x.duration)}`);
    const mw = (a['mainthread-work-breakdown']?.details?.items ?? []).map((x: any) => `${x.group}=${Math.round(x.duration)}`);
    console.log(`run ${i} TBT=${Math.round(a['total-blocking-time'].numericValue)} benchmarkIndex=${bi}`);
    console.log('  long', lt.join(' '));
    console.log('  work', mw.join(' '));
    console.log('  boot', bt.join(' | '));
  }
} finally {
  await setup.stop();
}
