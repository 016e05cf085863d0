/**
 * The phone's contact bar (src/layouts/BasicLayout/ContactBar.tsx) over a real dva-core store with
 * the global model: its landmark and actions, the consultation it opens, and how it gets out of the
 * way while a field that brings up the on-screen keyboard has focus. Where it shows (phones only)
 * is its stylesheet's: tests/e2e/contactbar.spec.ts.
 */
import { Provider } from '@umijs/plugins/libs/dva';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { brand } from '@/content/brand';
import { contactBarContent } from '@/content/navigation';
import ContactBar from '@/layouts/BasicLayout/ContactBar';
import GlobalModel from '@/models/global';
import { opensKeyboard } from '@/utils/keyboard';
import { createStore } from '../dvaStore';

function mount() {
  const store = createStore(GlobalModel);
  render(
    <Provider store={store as never}>
      <ContactBar />
      <input aria-label="姓名" />
      <input type="checkbox" aria-label="同意" />
      <textarea aria-label="需求" />
    </Provider>,
  );
  return store;
}

const bar = () => screen.getByRole('complementary', { name: contactBarContent.label });

describe('ContactBar', () => {
  it('is a 快速联系 landmark: 电话 calls the hotline, 免费咨询 opens the consultation', () => {
    const store = mount();
    const call = screen.getByRole('link', { name: `电话 ${brand.hotline}` });
    expect(call).toHaveAttribute('href', `tel:${brand.hotline}`);
    expect(call).toHaveTextContent('电话');
    const consult = screen.getByRole('button', { name: '免费咨询' });
    expect(consult).toHaveAttribute('aria-haspopup', 'dialog');
    // A 咨询 entry: pointing at it fetches the form, a tap before the app is up is remembered.
    expect(consult).toHaveAttribute('data-consult');
    expect(bar()).toContainElement(consult);
    fireEvent.click(consult);
    expect((store.getState() as { global: { formPopupMask: boolean } }).global.formPopupMask).toBe(
      true,
    );
  });

  it('gets out of the way while a field that brings up the keyboard has focus', () => {
    mount();
    const away = () => bar().className.split(' ').length > 1;
    expect(away()).toBe(false);
    act(() => screen.getByLabelText('姓名').focus());
    expect(away()).toBe(true);
    // From one field to another: still away; to a checkbox (no keyboard): back.
    act(() => screen.getByLabelText('需求').focus());
    expect(away()).toBe(true);
    act(() => screen.getByLabelText('同意').focus());
    expect(away()).toBe(false);
    act(() => screen.getByLabelText('需求').focus());
    expect(away()).toBe(true);
    act(() => screen.getByLabelText('需求').blur());
    expect(away()).toBe(false);
  });
});

describe('opensKeyboard', () => {
  it('is true for text fields, text areas, selects and editable regions only', () => {
    const make = (html: string) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      return holder.firstElementChild;
    };
    expect(opensKeyboard(make('<input>'))).toBe(true);
    expect(opensKeyboard(make('<input type="tel">'))).toBe(true);
    expect(opensKeyboard(make('<input type="search">'))).toBe(true);
    expect(opensKeyboard(make('<textarea></textarea>'))).toBe(true);
    expect(opensKeyboard(make('<select></select>'))).toBe(true);
    expect(opensKeyboard(make('<input type="checkbox">'))).toBe(false);
    expect(opensKeyboard(make('<input type="radio">'))).toBe(false);
    expect(opensKeyboard(make('<input type="submit">'))).toBe(false);
    // antd's select without search is a read-only input.
    expect(opensKeyboard(make('<input readonly role="combobox">'))).toBe(false);
    expect(opensKeyboard(make('<input disabled>'))).toBe(false);
    expect(opensKeyboard(make('<button>提交</button>'))).toBe(false);
    expect(opensKeyboard(null)).toBe(false);
  });
});
