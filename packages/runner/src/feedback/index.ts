// Feedback a Brazilian beginner understands: the runner's failure texts (spec messages, chai's
// assertions, JavaScript errors, Babel's syntax errors) in plain Portuguese.
export { describeFailure } from './describe-failure';
export { describeSyntaxError, type SyntaxErrorDescription } from './syntax-errors';
