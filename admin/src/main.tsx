import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { AdminApp } from './app/admin-app';
import { initAdminI18n, pickAdminLanguage } from './app/i18n';
import './styles/admin.css';
import { applyTheme, initialTheme } from './shared/theme/theme';

// Before the first render, so the page never flashes the other theme.
applyTheme(initialTheme());

void initAdminI18n(pickAdminLanguage()).then((i18n) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter basename="/admin">
          <AdminApp />
        </BrowserRouter>
      </I18nextProvider>
    </StrictMode>,
  );
});
