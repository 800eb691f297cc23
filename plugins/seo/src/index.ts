import { definePlugin } from '@pagegrade/core';
import documentTitle from './rules/document-title.ts';

export default definePlugin({
  name: '@pagegrade/plugin-seo',
  rules: [documentTitle],
});
