/** The app's build id, injected by Vite; sent as the customizer's version parameter. */
declare const __BUILD_ID__: string;
