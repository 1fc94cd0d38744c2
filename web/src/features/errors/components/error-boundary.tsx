import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { useClearApiCache } from '../../../shared/api/api-cache';
import { icon } from '../../../shared/components/icons';
import { useTranslation } from '../../../shared/i18n/i18n-provider';
import { track } from '../../../shared/analytics/analytics';

interface Props {
  level: 'app' | 'route';
  resetKey?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Render errors show the error fallback (出错了！…) with retry and go-home. */
class Boundary extends Component<Props, { error: Error | null; key?: string; attempt: number }> {
  override state: { error: Error | null; key?: string; attempt: number } = { error: null, key: this.props.resetKey, attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: Error | null; key?: string }) {
    // Navigating elsewhere leaves a broken page behind.
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('render error', error, info.componentStack);
    track('error', { value: 1, path: location.pathname.slice(0, 300) });
  }

  override render() {
    // A retry mounts the page afresh (new key), so it loads its data again.
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    return (
      <ErrorFallback
        level={this.props.level}
        onRetry={() => {
          this.props.onRetry?.();
          this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));
        }}
      />
    );
  }
}

export function ErrorFallback({ level, onRetry }: { level: 'app' | 'route'; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={`error-fallback error-fallback--${level}`} role="alert" data-testid={`error-${level}`}>
      <p className="error-fallback__icon" aria-hidden="true">
        {icon('warning', 48)}
      </p>
      <h1>{t('errorTitle')}</h1>
      <p>{level === 'app' ? t('appErrorText') : t('errorText')}</p>
      <div className="error-fallback__actions">
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          {t('retry')}
        </button>
        {/* A full load of / also recovers from a broken app state. */}
        <a className="btn btn--ghost" href="/">
          {t('goHome')}
        </a>
      </div>
    </section>
  );
}

export function RouteErrorBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const clear = useClearApiCache();
  return (
    <Boundary level="route" resetKey={resetKey} onRetry={clear}>
      {children}
    </Boundary>
  );
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary level="app">{children}</Boundary>;
}
