// The prompts feature's public surface: the overlays the shell shows after first paint.
export { InstallPrompt } from './InstallPrompt.tsx';
export { IntroSlides } from './IntroSlides.tsx';
export { WalletCreatePrompt } from './WalletCreatePrompt.tsx';
