/** The consultation popup's frame (the form's own copy is in ./contactPage.ts). */
export const consultDialogContent = {
  title: '预约咨询',
  intro: '留下联系方式与需求，资深顾问会在 1 个工作日内与你联系。',
  closeLabel: '关闭',
  loadFailed: '表单没有加载出来，可能是网络不稳定。',
  retry: '重试',
  hotlineHint: '也可以直接致电',
} as const;
