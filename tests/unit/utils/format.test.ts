import moment from 'moment';
import { formatDate, formatDuration } from '@/utils/format';

describe('formatDate', () => {
  it('writes an API date as the site shows it, with its ISO form and calendar parts', () => {
    expect(formatDate('2023-06-18')).toEqual({
      text: '2023-06-18',
      iso: '2023-06-18',
      day: '18',
      month: '2023-06',
    });
    expect(formatDate(' 2023-06-18 ')).toEqual(formatDate('2023-06-18'));
  });

  it('reads a timestamp (milliseconds, local time) and an ISO 8601 date-time', () => {
    const noon = new Date(2023, 5, 18, 12, 30).getTime();
    expect(formatDate(noon)).toEqual({
      text: '2023-06-18',
      iso: '2023-06-18',
      day: '18',
      month: '2023-06',
    });
    expect(formatDate('2021-01-05T08:00:00').text).toBe('2021-01-05');
  });

  it('shows anything it cannot read strictly as it came, with no iso', () => {
    ['即将发布', '2023/06/18', '18-06-2023', '2023-02-30', '2023-13-01', '20230618x'].forEach(
      (raw) => {
        const parts = formatDate(raw);
        expect(parts).toEqual({ text: raw, day: '', month: raw });
        expect(parts).not.toHaveProperty('iso');
      },
    );
    expect(formatDate('  soon  ')).toEqual({ text: 'soon', day: '', month: 'soon' });
  });

  it('shows nothing for what is no text and no finite number', () => {
    [null, undefined, NaN, Infinity, { date: '2023-06-18' }, ['2023-06-18']].forEach((value) => {
      const parts = formatDate(value);
      expect(parts).toEqual({ text: '', day: '', month: '' });
      expect(parts).not.toHaveProperty('iso');
    });
  });

  it('runs moment in the zh-cn locale', () => {
    expect(moment.locale()).toBe('zh-cn');
  });
});

describe('formatDuration', () => {
  it('writes seconds as m:ss', () => {
    expect(formatDuration(7)).toBe('0:07');
    expect(formatDuration(60)).toBe('1:00');
    expect(formatDuration(125)).toBe('2:05');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3600)).toBe('60:00');
  });

  it('writes 0:00 for no usable number', () => {
    [0, -3, NaN, Infinity, '7', null, undefined, {}].forEach((value) =>
      expect(formatDuration(value)).toBe('0:00'),
    );
  });
});
