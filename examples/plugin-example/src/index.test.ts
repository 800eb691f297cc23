// The plugin's own tests (`npm test`): every rule is documented and every fixture holds.
import { testPlugin } from '@pagegrade/core/testing';
import plugin from './index.js';
import noPlaceholderText from './rules/no-placeholder-text.fixtures.js';

testPlugin(plugin, [noPlaceholderText]);
