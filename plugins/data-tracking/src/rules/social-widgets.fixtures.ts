import { ruleFixtures } from '@pagegrade/core/testing';
import rule from './social-widgets.ts';

export default ruleFixtures(rule, [
  { name: 'plain share links', html: '<a href="https://twitter.com/intent/tweet?url=https://example.com/">Share</a>', expect: 'pass' },
  { name: 'X/Twitter widgets script', html: '<a class="twitter-share-button" href="https://twitter.com/share">Tweet</a><script async src="https://platform.twitter.com/widgets.js"></script>', expect: 'warn', finding: /Twitter widget/ },
  { name: 'Facebook like button iframe', html: '<iframe src="https://www.facebook.com/plugins/like.php?href=https%3A%2F%2Fexample.com"></iframe>', expect: 'warn', finding: /Facebook widget/ },
  { name: 'Facebook pixel is not a widget', html: '<script src="https://connect.facebook.net/en_US/fbevents.js"></script>', expect: 'pass' },
]);
