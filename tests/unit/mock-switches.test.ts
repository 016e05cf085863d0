import { decideFailure, parseDelay, parseFail, pickDelay } from '../../mock/_lib/switches';
import { paginate, toInt, toOptionalId, toText } from '../../mock/_lib/envelope';

describe('mock switches', () => {
  it('parses a fixed delay and a range', () => {
    expect(parseDelay(undefined)).toEqual({ min: 0, max: 0 });
    expect(parseDelay('800')).toEqual({ min: 800, max: 800 });
    expect(parseDelay('1500-300')).toEqual({ min: 300, max: 1500 });
    expect(() => parseDelay('slow')).toThrow('MOCK_DELAY');
  });
  it('parses a failure rate and kind', () => {
    expect(parseFail(undefined)).toEqual({ rate: 0, kind: 'business' });
    expect(parseFail('1')).toEqual({ rate: 1, kind: 'business' });
    expect(parseFail('0.5:http500')).toEqual({ rate: 0.5, kind: 'http500' });
    expect(() => parseFail('2')).toThrow('0 到 1');
    expect(() => parseFail('1:boom')).toThrow('类型');
  });
  it('picks delays within the range and failures by rate', () => {
    expect(pickDelay({ min: 100, max: 300 }, () => 0.5)).toBe(200);
    expect(decideFailure({ rate: 0.5, kind: '504' }, () => 0.4)).toBe('504');
    expect(decideFailure({ rate: 0.5, kind: '504' }, () => 0.6)).toBeNull();
    expect(decideFailure({ rate: 0, kind: '504' }, () => 0)).toBeNull();
  });
});

describe('mock payload helpers', () => {
  it('reads whole numbers defensively', () => {
    expect(toInt('3', 1)).toBe(3);
    expect(toInt('abc', 1)).toBe(1);
    expect(toInt(-2, 1)).toBe(1);
    expect(toInt('1e9999', 1)).toBe(1);
    expect(toOptionalId('all')).toBeUndefined();
    expect(toOptionalId('')).toBeUndefined();
    expect(toOptionalId('7')).toBe(7);
    expect(toText({ a: 1 })).toBe('');
    expect(toText('  x  ')).toBe('x');
  });
  it('pages a list, answering an empty page past the end', () => {
    const list = Array.from({ length: 32 }, (_, i) => i + 1);
    expect(paginate(list, { page: 2 })).toEqual({
      records: list.slice(15, 30),
      total: 32,
      page: 2,
      pageSize: 15,
    });
    expect(paginate(list, { page: '9', pageSize: '5' }).records).toEqual([]);
    expect(paginate(list, { page: 'x' }).page).toBe(1);
  });
});
