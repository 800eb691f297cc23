import { definePlugin } from '@pagegrade/core';
import strictTransportSecurity from './rules/strict-transport-security.ts';

export default definePlugin({
  name: '@pagegrade/plugin-security',
  rules: [strictTransportSecurity],
});
