import { render, screen, within } from '@testing-library/react';
import Timeline from '@/components/Timeline';
import { lantuCourseList } from '@/content/about';

describe('Timeline', () => {
  it('renders each group as a list item with its period, title and years', () => {
    render(<Timeline groups={lantuCourseList} />);
    const outer = screen.getAllByRole('list')[0];
    expect(outer.tagName).toBe('OL');
    const groups = within(outer)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === outer);
    expect(groups).toHaveLength(lantuCourseList.length);

    const first = lantuCourseList[0];
    const heading = screen.getByRole('heading', {
      level: 3,
      name: `${first.period} ${first.title}`,
    });
    expect(heading).toBeInTheDocument();
    const years = within(groups[0]).getAllByRole('listitem');
    expect(years).toHaveLength(first.list.length);
    expect(years[0]).toHaveTextContent(first.list[0].time);
    expect(years[0]).toHaveTextContent(first.list[0].describe);
  });

  it('renders the total number of entries across groups', () => {
    render(<Timeline groups={lantuCourseList} headingLevel="h4" />);
    const total = lantuCourseList.reduce((sum, g) => sum + g.list.length, 0);
    expect(screen.getAllByRole('listitem')).toHaveLength(total + lantuCourseList.length);
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(lantuCourseList.length);
  });
});
