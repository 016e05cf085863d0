import { render, screen, within } from '@testing-library/react';
import PeopleGrid from '@/components/PeopleGrid';
import { aboutTeamList } from '@/content/about';

describe('PeopleGrid', () => {
  it('renders each person with avatar, name, post and introduction', () => {
    render(<PeopleGrid people={aboutTeamList} />);
    const people = screen.getAllByRole('listitem');
    expect(people).toHaveLength(aboutTeamList.length);
    const first = aboutTeamList[0];
    const card = within(people[0]);
    expect(card.getByRole('heading', { level: 3, name: first.name })).toBeInTheDocument();
    expect(card.getByText(first.post)).toBeInTheDocument();
    expect(card.getByText(first.describe)).toBeInTheDocument();
    const img = card.getByRole('img');
    expect(img).toHaveAccessibleName(`${first.name}的头像插画`);
    expect(img).toHaveAttribute('src', `/${first.img}`);
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '320');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});
