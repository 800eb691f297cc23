import { definePlugin } from '@pagegrade/core';
import noPlaceholderText from './rules/no-placeholder-text.js';

export default definePlugin({
  name: 'pagegrade-plugin-example',
  rules: [noPlaceholderText],
});
