import { describe, expect, it } from 'vitest';
import { type EducationKey, sameEducation, sameSchool } from './same-education.ts';

const education = (fields: Partial<EducationKey>): EducationKey => ({
  school: 'NTNU',
  degree: null,
  startDate: null,
  endDate: null,
  ...fields,
});

describe('sameSchool', () => {
  it('knows a school by its short, English and Norwegian names', () => {
    expect(sameSchool('NTNU', 'Norwegian University of Science and Technology')).toBe(true);
    expect(sameSchool('Norges teknisk-naturvitenskapelige universitet', 'NTNU')).toBe(true);
    expect(sameSchool('Universitetet i Oslo', 'University of Oslo')).toBe(true);
    expect(sameSchool('NHH Norwegian School of Economics', 'Norges Handelshøyskole')).toBe(true);
    expect(sameSchool('UiT The Arctic University of Norway', 'Universitetet i Tromsø')).toBe(true);
    expect(sameSchool('NHH - Norwegian School of Economics', 'Norges Handelshøyskole')).toBe(true);
  });

  it('reads a name in brackets and a short name made of initials', () => {
    expect(sameSchool('NTNU (Norwegian University of Science and Technology)', 'NTNU')).toBe(true);
    expect(sameSchool('MIT', 'Massachusetts Institute of Technology')).toBe(true);
    expect(sameSchool('Delft University of Technology', 'TU Delft')).toBe(false);
  });

  it('tells other schools apart', () => {
    expect(sameSchool('NTNU', 'University of Oslo')).toBe(false);
    expect(sameSchool('UiB', 'UiO')).toBe(false);
  });
});

describe('sameEducation', () => {
  it('recognises a LinkedIn degree already on the CV, written another way', () => {
    const linkedIn = education({
      school: 'Norwegian University of Science and Technology',
      degree: 'Master of Science - MS',
      startDate: '2011',
      endDate: '2013',
    });
    const onCv = education({
      school: 'NTNU',
      degree: 'Master of Science',
      startDate: '2011-08',
      endDate: '2013-06',
    });
    expect(sameEducation(linkedIn, onCv)).toBe(true);
    expect(
      sameEducation(education({ degree: "Master's degree" }), education({ degree: 'Master i informatikk' })),
    ).toBe(true);
  });

  it('keeps two degrees at one school apart by their years or their level', () => {
    const master = education({ degree: 'Master of Science', startDate: '2011', endDate: '2013' });
    expect(
      sameEducation(master, education({ degree: 'Bachelor of Science', startDate: '2008', endDate: '2011' })),
    ).toBe(false);
    expect(sameEducation(master, education({ degree: 'Bachelor' }))).toBe(false);
    expect(sameEducation(master, education({ degree: null, startDate: '2011-08' }))).toBe(true);
  });
});
