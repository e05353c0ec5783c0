// Browser entry: hydrates the prerendered page, or renders it when there is none (dev server).
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '../widgets/styles/widgets.css';
import { App } from './app';
import './styles/site.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
