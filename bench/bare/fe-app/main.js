/* global document */
// The bare front-end baseline: React 19 rendering one heading, built by the same Vite.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(createElement('h1', null, 'Bare React app'));
