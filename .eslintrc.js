module.exports = {
  extends: require.resolve('umi/eslint'),
  rules: {
    // Comments say why `any` is needed where it is; keep the rule on so each one is deliberate.
    '@typescript-eslint/no-explicit-any': 'warn',
  },
};
