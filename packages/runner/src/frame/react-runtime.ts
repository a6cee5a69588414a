// react-runtime.js: the packages a learner's React code may import, built from the platform's own
// react, react-dom and react-router (no CDN: offline classrooms and CI) and handed to the frames'
// module system. Built as a classic script (scripts/build-frame-assets.ts).
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactRouter from 'react-router';
import { PACKAGES_GLOBAL } from './module-system';

const asModule = (namespace: object) => ({ __esModule: true, ...namespace });

(window as unknown as Record<string, unknown>)[PACKAGES_GLOBAL] = {
  react: asModule(React),
  'react/jsx-runtime': asModule(JsxRuntime),
  'react-dom': asModule(ReactDom),
  'react-dom/client': asModule(ReactDomClient),
  'react-router': asModule(ReactRouter),
  'react-router-dom': asModule(ReactRouter),
};
