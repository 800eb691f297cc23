import { definePlugin } from '@pagegrade/core';
import noPlaceholderText from './rules/no-placeholder-text.ts';

export default definePlugin({
  name: 'pagegrade-plugin-example',
  rules: [noPlaceholderText],
});
