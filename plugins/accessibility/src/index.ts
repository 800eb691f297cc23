import { definePlugin } from '@pagegrade/core';


export default definePlugin({
  name: '@pagegrade/plugin-accessibility',
  rules: [],
});
