/**
 * The wallet frame (issue #16): one document for every page, chosen from the path. It runs in a
 * sandboxed iframe with an opaque origin, keeps its encrypted key in the parent's storage, and
 * reports to the parent by postMessage (protocol: @tribune/domain/wallet-frame).
 */
import { bytesToHex, type Abi, type LocalAccount } from 'viem';
import { english, generateMnemonic, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { validateMnemonic } from '@scure/bip39';
import {
  WALLET_STORAGE_KEY,
  type WalletContractName,
  type WalletTransactionSummary,
} from '@tribune/domain/wallet-frame';
import { actionsAbi, nftAbi, tokenAbi } from './abi.ts';
import { ApiError, getLinkMessage, linkWallet } from './api.ts';
import { chainId, errorReason, isOperatorFor, sendCall, waitFor } from './chain.ts';
import { reasonText as reasonTextIn } from './reasons.ts';
import { callWords, checkCall } from './calls.ts';
import { translator } from './i18n.ts';
import { ParentBridge, StorageError, resolveParentOrigin } from './parent.ts';
import { parseQuery } from './query.ts';
import { alertBox, button, field, h, setBusy } from './ui.ts';

/** Fields that take recovery-phrase words: never completed, capitalized or spell-checked by the browser. */
const PHRASE_INPUT = { autocomplete: 'off', autocapitalize: 'none', spellcheck: 'false', required: true } as const;
import { VaultError, sealKey, storedAddress, unlockKey } from './vault.ts';

const MIN_PASSWORD = 10;
const LINK_MESSAGE_FIRST_LINE = 'Link this wallet to my Tribune account.';

const query = parseQuery(location.href);
const t = translator(query.locale);
document.documentElement.lang = query.locale;
document.title = t('title');
const app = document.getElementById('app') as HTMLElement;

class FrameError extends Error {}

/** Replaces the page's content; focus goes to the first field, else to the heading. */
function screen(title: string, ...children: (Node | null | false)[]): HTMLElement {
  const heading = h('h1', { tabindex: '-1' }, title);
  app.replaceChildren(heading, ...children.filter((c): c is Node => !!c));
  const first = app.querySelector<HTMLElement>('input, textarea');
  (first ?? heading).focus();
  return app;
}

const para = (text: string, cls?: string) => h('p', cls ? { class: cls } : {}, text);
const actions = (...buttons: HTMLElement[]) => h('div', { class: 'actions' }, ...buttons);

/** A user-facing text for anything thrown while working. */
function errorText(error: unknown): string {
  if (error instanceof VaultError) return t(error.kind === 'damaged' ? 'error.damaged' : 'error.wrongPassword');
  if (error instanceof StorageError) return t('error.storage');
  if (error instanceof ApiError)
    return error.status === 0 ? t('error.network') : t('error.server', { error: error.message });
  if (error instanceof FrameError) return error.message;
  return reasonText(errorReason(error));
}

function reasonText(reason: string): string {
  return reasonTextIn(t, reason);
}

function start(): void {
  const parentOrigin = resolveParentOrigin({
    inFrame: window.parent !== window,
    ancestorOrigins: location.ancestorOrigins ? Array.from(location.ancestorOrigins) : undefined,
    referrer: document.referrer,
    returnUrl: query.returnUrl,
  });
  if (!parentOrigin) {
    screen(t('title'), h('p', { role: 'alert', class: 'error' }, t('error.notFramed')));
    return;
  }
  const bridge = new ParentBridge(window, parentOrigin);
  new Frame(bridge).run();
  watchHeight(bridge);
}

/**
 * Reports the content's height whenever it changes. The body's own height, not
 * `documentElement.scrollHeight`: that one never drops below the frame's current height, so the
 * modal could grow but never shrink again.
 */
function watchHeight(bridge: ParentBridge): void {
  let last = -1;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      bridge.post({ type: 'heightChanged', height });
    }
  };
  // The observer reports once at start too (after the first page is rendered).
  new ResizeObserver(report).observe(document.body);
}

class Frame {
  constructor(private readonly bridge: ParentBridge) {}

  run(): void {
    const page = query.page;
    switch (page) {
      case 'logout':
        this.bridge.post({ type: 'closeIframe', reason: 'logout' });
        return;
      case 'start-create-wallet':
        return this.startCreate();
      case 'create-wallet':
        return void this.create();
      case 'transaction':
        return void this.transaction();
      case 'set-operator':
        return void this.setOperator();
      case null:
        this.fail(t('title'), t('error.badPage'));
        return;
    }
  }

  close(reason: 'created' | 'unchanged' | 'cancelled' | 'done' | 'logout', address?: string): void {
    this.bridge.post(address ? { type: 'closeIframe', reason, address } : { type: 'closeIframe', reason });
  }

  cancelButton(): HTMLButtonElement {
    return button(t('cancel'), () => this.close('cancelled'), 'secondary');
  }

  /** An error page: the reason and a way out. */
  fail(title: string, text: string, ...extra: HTMLElement[]): void {
    screen(title, h('p', { role: 'alert', class: 'error' }, text), actions(...extra, this.cancelButton()));
  }

  loading(title: string, text = t('loading')): void {
    screen(title, h('p', { class: 'status', role: 'status' }, text));
  }

  async loadStored(): Promise<string | null> {
    return this.bridge.get(WALLET_STORAGE_KEY);
  }

  // ----- keys: start and create -----

  native(): boolean {
    if (!query.isNative) return false;
    this.bridge.post({ type: 'openNativeCreateWallet' });
    screen(t('native.title'), para(t('native.text')), actions(this.cancelButton()));
    return true;
  }

  startCreate(): void {
    if (this.native()) return;
    screen(
      t('start.title'),
      para(t('start.intro')),
      para(t('start.password')),
      para(t('start.phrase')),
      actions(
        button(t('continue'), () => void this.create()),
        this.cancelButton(),
      ),
    );
  }

  async create(): Promise<void> {
    if (this.native()) return;
    const title = t('create.passwordTitle');
    if (!query.customizerUrl || !query.accessToken || !query.blockchainUrl) return this.fail(title, t('error.config'));
    this.loading(title);
    let stored: string | null;
    try {
      stored = await this.loadStored();
    } catch (error) {
      return this.fail(title, errorText(error));
    }
    if (stored !== null) return this.exists(stored);
    this.choosePassword();
  }

  /** A wallet entry exists: nothing to create; finishing an interrupted setup is offered. */
  exists(stored: string): void {
    const pw = field(t('password'), { type: 'password', autocomplete: 'current-password', required: true });
    const err = alertBox();
    const form = h(
      'form',
      { novalidate: true },
      para(t('create.finishText')),
      pw.wrap,
      err.el,
      actions(
        button(t('create.finish'), () => undefined, 'primary', 'submit'),
        button(t('close'), () => this.close('unchanged'), 'secondary'),
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      setBusy(form, true);
      void (async () => {
        try {
          const account = await unlockAccount(stored, pw.input.value);
          await this.register(account);
        } catch (error) {
          err.show(errorText(error));
          setBusy(form, false);
          pw.input.focus();
        }
      })();
    });
    screen(t('create.existsTitle'), para(t('create.exists')), form);
  }

  choosePassword(): void {
    const pw1 = field(
      t('password'),
      { type: 'password', autocomplete: 'new-password', minlength: String(MIN_PASSWORD), required: true },
      t('create.passwordHint'),
    );
    const pw2 = field(t('passwordRepeat'), { type: 'password', autocomplete: 'new-password', required: true });
    const err = alertBox();
    const form = h(
      'form',
      { novalidate: true },
      pw1.wrap,
      pw2.wrap,
      err.el,
      actions(
        button(t('continue'), () => undefined, 'primary', 'submit'),
        this.cancelButton(),
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const password = pw1.input.value;
      if ([...password].length < MIN_PASSWORD) {
        err.show(t('error.passwordShort'));
        return pw1.input.focus();
      }
      if (password !== pw2.input.value) {
        err.show(t('error.passwordMismatch'));
        return pw2.input.focus();
      }
      this.showPhrase(password, generateMnemonic(english));
    });
    screen(t('create.passwordTitle'), form);
  }

  showPhrase(password: string, mnemonic: string): void {
    const words = mnemonic.split(' ');
    screen(
      t('create.phraseTitle'),
      para(t('create.phraseText')),
      h('ol', { class: 'phrase', translate: 'no' }, ...words.map((w) => h('li', {}, w))),
      actions(
        button(t('create.phraseDone'), () => this.confirmPhrase(password, mnemonic)),
        button(t('create.haveOne'), () => this.restore(password), 'secondary'),
        this.cancelButton(),
      ),
    );
  }

  confirmPhrase(password: string, mnemonic: string): void {
    const words = mnemonic.split(' ');
    const picks = pickThree(words.length);
    const inputs = picks.map((i) => field(t('create.word', { n: i + 1 }), { type: 'text', ...PHRASE_INPUT }));
    const err = alertBox();
    const form = h(
      'form',
      { novalidate: true },
      para(t('create.confirmText')),
      ...inputs.map((f) => f.wrap),
      err.el,
      actions(
        button(t('continue'), () => undefined, 'primary', 'submit'),
        button(t('back'), () => this.showPhrase(password, mnemonic), 'secondary'),
        this.cancelButton(),
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const wrong = picks.findIndex((i, k) => inputs[k]?.input.value.trim().toLowerCase() !== words[i]);
      if (wrong >= 0) {
        err.show(t('error.wordsWrong'));
        return inputs[wrong]?.input.focus();
      }
      void this.seal(password, mnemonic);
    });
    screen(t('create.confirmTitle'), form);
  }

  restore(password: string): void {
    const id = 'restore-phrase';
    const area = h('textarea', { id, rows: '4', ...PHRASE_INPUT });
    const err = alertBox();
    const form = h(
      'form',
      { novalidate: true },
      h('div', { class: 'field' }, h('label', { for: id }, t('create.restoreLabel')), area),
      err.el,
      actions(
        button(t('continue'), () => undefined, 'primary', 'submit'),
        button(t('back'), () => this.choosePassword(), 'secondary'),
        this.cancelButton(),
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const mnemonic = area.value.trim().toLowerCase().split(/\s+/).join(' ');
      if (mnemonic.split(' ').length !== 12 || !validateMnemonic(mnemonic, english)) {
        err.show(t('error.phraseInvalid'));
        return area.focus();
      }
      area.value = '';
      void this.seal(password, mnemonic);
    });
    screen(t('create.restoreTitle'), form);
  }

  /** Encrypts and stores the key (before registering, so a failed registration can be finished later). */
  async seal(password: string, mnemonic: string): Promise<void> {
    this.loading(t('create.phraseTitle'), t('create.saving'));
    const account = mnemonicToAccount(mnemonic);
    const hd = account.getHdKey();
    const key = hd.privateKey ? new Uint8Array(hd.privateKey) : null;
    try {
      if (!key) throw new FrameError(t('error.phraseInvalid'));
      const sealed = await sealKey(key, password);
      await this.bridge.set(WALLET_STORAGE_KEY, sealed.text);
    } catch (error) {
      return this.fail(t('create.passwordTitle'), errorText(error));
    } finally {
      key?.fill(0);
      hd.wipePrivateData();
    }
    await this.register(account);
  }

  /** Links the address to the account, then lets CommunityActions take the fan's action tokens. */
  async register(account: LocalAccount): Promise<void> {
    const title = t('create.passwordTitle');
    const api = new URL(query.customizerUrl as string).origin;
    const token = query.accessToken as string;
    const rpc = query.blockchainUrl as string;
    try {
      this.loading(title, t('create.registering'));
      const message = await getLinkMessage(api, token, account.address);
      const lines = message.split('\n');
      if (lines[0] !== LINK_MESSAGE_FIRST_LINE || !lines.includes(`Wallet: ${account.address.toLowerCase()}`))
        throw new ApiError('unexpected link message', 502);
      const signature = await account.signMessage({ message });
      const linked = await linkWallet(api, token, account.address, signature);

      this.loading(title, t('create.preparing'));
      if (typeof linked.chain_id === 'number' && (await chainId(rpc)) !== linked.chain_id)
        throw new FrameError(t('error.chainMismatch'));
      const tokenAddress = linked.token_contract as `0x${string}`;
      const actionsAddress = linked.actions_address as `0x${string}`;
      const already = await isOperatorFor(rpc, tokenAddress, actionsAddress, account.address);
      if (!already) {
        const hash = await sendCall({
          rpcUrl: rpc,
          account,
          address: tokenAddress,
          abi: tokenAbi as Abi,
          functionName: 'authorizeOperator',
          args: [actionsAddress],
        });
        const outcome = await waitFor(rpc, hash);
        if (outcome.status !== 'success') throw new FrameError(reasonText(outcome.reason ?? 'reverted'));
      }
    } catch (error) {
      return this.fail(
        title,
        errorText(error),
        button(t('retry'), () => void this.register(account)),
      );
    }
    screen(t('create.done'), h('p', { class: 'status', role: 'status' }, t('create.done')));
    this.close('created', account.address);
  }

  // ----- signing: transaction and set-operator -----

  /** Loads the stored entry and its address; shows the error page and returns null when impossible. */
  async walletOrFail(title: string): Promise<{ stored: string; address: string } | null> {
    this.loading(title);
    try {
      const stored = await this.loadStored();
      if (stored === null) throw new FrameError(t('error.noWallet'));
      return { stored, address: await storedAddress(stored) };
    } catch (error) {
      this.fail(title, errorText(error));
      return null;
    }
  }

  async transaction(): Promise<void> {
    const title = t('tx.title');
    const checked = checkCall(query);
    if (!checked.ok) return this.fail(title, t(checked.error));
    if (!query.blockchainUrl) return this.fail(title, t('error.config'));
    const rpc = query.blockchainUrl;
    const wallet = await this.walletOrFail(title);
    if (!wallet) return;
    const words = callWords(checked.call);
    const abi: Record<WalletContractName, Abi> = { token: tokenAbi, nft: nftAbi, actions: actionsAbi };
    this.confirm(
      title,
      [
        h('p', { class: 'what' }, t(words.key, words.vars)),
        para(
          t('tx.contract', { name: t(`contract.${checked.call.contractName}`), address: checked.contractAddress }),
          'detail',
        ),
        para(t('walletAddress', { address: wallet.address }), 'detail'),
      ],
      wallet.stored,
      (account) =>
        this.send(title, account, rpc, {
          address: checked.contractAddress,
          abi: abi[checked.call.contractName],
          functionName: checked.call.functionName,
          args: checked.call.args,
          summary: checked.summary,
        }),
    );
  }

  async setOperator(): Promise<void> {
    const should = query.shouldBeOperator;
    const title = t(should ? 'op.grantTitle' : 'op.revokeTitle');
    const tokenAddress = checkedAddress(query.contractAddress);
    const admin = checkedAddress(query.adminAddress);
    if (!tokenAddress || !admin || should === null || !query.blockchainUrl) return this.fail(title, t('error.config'));
    const rpc = query.blockchainUrl;
    const wallet = await this.walletOrFail(title);
    if (!wallet) return;
    let current: boolean;
    try {
      current = await isOperatorFor(rpc, tokenAddress, admin, wallet.address as `0x${string}`);
    } catch (error) {
      return this.fail(title, errorText(error));
    }
    if (current === should) return this.close('unchanged');
    const functionName = should ? 'authorizeOperator' : 'revokeOperator';
    this.confirm(
      title,
      [
        h('p', { class: 'what' }, t(should ? 'op.grantText' : 'op.revokeText')),
        para(t('op.admin', { address: admin }), 'detail'),
        para(t('walletAddress', { address: wallet.address }), 'detail'),
      ],
      wallet.stored,
      (account) =>
        this.send(title, account, rpc, {
          address: tokenAddress,
          abi: tokenAbi,
          functionName,
          args: [admin],
          summary: { contractName: 'token', contractAddress: tokenAddress, functionName, to: admin },
        }),
    );
  }

  /** The words, a password field, Confirm and Cancel; `onUnlocked` runs with the unlocked account. */
  confirm(title: string, lines: HTMLElement[], stored: string, onUnlocked: (account: LocalAccount) => Promise<void>) {
    const pw = field(t('password'), { type: 'password', autocomplete: 'current-password', required: true });
    const err = alertBox();
    const form = h(
      'form',
      { novalidate: true },
      ...lines,
      pw.wrap,
      err.el,
      actions(
        button(t('confirm'), () => undefined, 'primary', 'submit'),
        this.cancelButton(),
      ),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      setBusy(form, true);
      err.show(null);
      void (async () => {
        let account: LocalAccount;
        try {
          account = await unlockAccount(stored, pw.input.value);
        } catch (error) {
          err.show(errorText(error));
          setBusy(form, false);
          pw.input.select();
          pw.input.focus();
          return;
        }
        pw.input.value = '';
        await onUnlocked(account);
      })();
    });
    screen(title, form);
  }

  /** Sends, reports transactionStarted and transactionComplete, and shows the outcome. */
  async send(
    title: string,
    account: LocalAccount,
    rpcUrl: string,
    tx: {
      address: `0x${string}`;
      abi: Abi;
      functionName: string;
      args: readonly unknown[];
      summary: WalletTransactionSummary;
    },
  ): Promise<void> {
    this.loading(title, t('tx.sending'));
    let hash: `0x${string}` | undefined;
    let error: string | undefined;
    try {
      hash = await sendCall({
        rpcUrl,
        account,
        address: tx.address,
        abi: tx.abi,
        functionName: tx.functionName,
        args: tx.args,
      });
      this.bridge.post({ type: 'transactionStarted', hash, transaction: tx.summary });
      this.loading(title, t('tx.waiting'));
      const outcome = await waitFor(rpcUrl, hash);
      if (outcome.status !== 'success') error = reasonText(outcome.reason ?? 'reverted');
    } catch (e) {
      error = errorText(e);
    }
    this.bridge.post({
      type: 'transactionComplete',
      ...(hash ? { hash } : {}),
      status: error === undefined ? 'success' : 'error',
      ...(error === undefined ? {} : { error }),
      transaction: tx.summary,
    });
    if (error === undefined) {
      screen(t('tx.done'), h('p', { class: 'status done', role: 'status' }, t('tx.done')));
      return;
    }
    screen(
      title,
      h('p', { role: 'alert', class: 'error' }, t('tx.failed', { reason: error })),
      actions(button(t('close'), () => this.close('done'))),
    );
  }
}

function checkedAddress(value: string | null): `0x${string}` | null {
  return value && /^0x[0-9a-fA-F]{40}$/.test(value) ? (value as `0x${string}`) : null;
}

/** Unlocks the stored key into a viem account; the key bytes are zeroed at once. */
async function unlockAccount(stored: string, password: string): Promise<LocalAccount> {
  const key = await unlockKey(stored, password);
  try {
    return privateKeyToAccount(bytesToHex(key));
  } finally {
    key.fill(0);
  }
}

/** Three distinct word positions, in order, chosen with the CSPRNG. */
function pickThree(n: number): number[] {
  const picked = new Set<number>();
  const buf = new Uint32Array(1);
  while (picked.size < 3) {
    crypto.getRandomValues(buf);
    picked.add((buf[0] ?? 0) % n);
  }
  return [...picked].sort((a, b) => a - b);
}

start();
