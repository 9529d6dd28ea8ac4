import { describe, expect, it } from 'vitest';
import { parseText } from '../helpers/parse-text';
import { roleRows } from '../helpers/role-rows';

/**
 * Invented applications written on official forms: a civil service's numbered parts with several
 * fields on one row and dates written day first, and a UN-style personal history form whose labels
 * stand above their values, with salary and supervisor fields a resume does not carry.
 */
describe('jobs written on application forms', () => {
  it('reads a public-service form: numbered parts, "From … To" on one row, day-first dates', async () => {
    const resume = await parseText(`MINISTRY OF THE PUBLIC SERVICE
APPLICATION FOR APPOINTMENT

PART A - PERSONAL DETAILS
1. Surname: OKAFOR
2. Other names: Ngozi Ada
3. Date of birth: 04/11/1990
4. E-mail: ngozi.okafor@example.org

PART C - EMPLOYMENT HISTORY
5. List all employment, most recent first.

    (i)   From: 02/03/2020        To: Present
          Employer: Lagoon City Water Board, Marina, Lagos
          Post held: Network Administrator
          Salary: N 420,000 per month
          Duties:
            - Run the LAN and WAN for 14 pumping stations
            - Patch and back up 60 servers
          Reason for leaving: Seeking promotion

    (ii)  From: 15/01/2016        To: 28/02/2020
          Employer: Eko Bright Schools, Yaba, Lagos
          Post held: ICT Support Officer
          Duties:
            - Maintained the computer labs of three campuses
          Reason for leaving: Better opportunity
`);
    expect(roleRows(resume)).toEqual([
      ['Network Administrator', 'Lagoon City Water Board', '03/2020', 'Present', 2],
      ['ICT Support Officer', 'Eko Bright Schools', '01/2016', '02/2020', 1],
    ]);
  });

  it('reads a personal history form whose labels stand above their values', async () => {
    const resume = await parseText(`PERSONAL HISTORY FORM

Family name
OKELLO
E-mail
sam.okello@example.net

EMPLOYMENT RECORD: Starting with your present post, list in reverse order every employment you have had.

FROM mo/yr
04/2019
TO mo/yr
Present
Exact title of your post
Fleet Coordinator
Salaries per annum: starting / final
USD 18,000 / USD 21,000
Name of employer
Great Lakes Relief Network
Type of business
Humanitarian aid
Address of employer
Plot 9 Kampala Road, Gulu
Name of supervisor
Ms. Ruth Akello, Head of Logistics
Reason for leaving
–
Description of your duties
• Plan daily vehicle movements for 30 trucks
• Keep fuel and maintenance records

FROM mo/yr
06/2014
TO mo/yr
03/2019
Exact title of your post
Transport Assistant
Name of employer
Nile Basin Haulage Ltd
Address of employer
Industrial Area, Jinja
Description of your duties
• Booked loads and drivers
`);
    expect(roleRows(resume)).toEqual([
      ['Fleet Coordinator', 'Great Lakes Relief Network', '04/2019', 'Present', 2],
      ['Transport Assistant', 'Nile Basin Haulage Ltd', '06/2014', '03/2019', 1],
    ]);
  });

  it('keeps a month-first date month first when no day past 12 comes first', async () => {
    const resume = await parseText(`Dana Whitfield
dana@example.com

EXPERIENCE
Systems Engineer
Prairie Grain Co-op | Regina
03/02/2020 – 11/30/2023
- Kept the grain elevators' network up
`);
    expect(roleRows(resume)).toEqual([['Systems Engineer', 'Prairie Grain Co-op', '03/2020', '11/2023', 1]]);
  });
});

/**
 * An invented builder export whose roles each carry a sub-label ("Achievements/Tasks") set like a
 * heading but in another style, with no colon: it introduces the role's bullets and is none of them.
 */
describe("a builder's label over a role's bullets", () => {
  it('keeps every role after an "Achievements/Tasks" label in the experience', async () => {
    const resume = await parseText(`Rosa Mamani
rosa.mamani@example.com

WORK EXPERIENCE

Mine Planning Engineer | Altiplano Zinc S.A. | 05/2019 – Present
Achievements/Tasks
- Built the five-year pit schedule
- Cut haul distances by a tenth

Junior Planner | Cordillera Tin Ltda. | 02/2015 – 04/2019
Achievements/Tasks
- Kept the weekly blast plan

EDUCATION
BSc Mining Engineering, Universidad Técnica de Oruro, 2014
`);
    expect(roleRows(resume)).toEqual([
      ['Mine Planning Engineer', 'Altiplano Zinc S.A.', '05/2019', 'Present', 2],
      ['Junior Planner', 'Cordillera Tin Ltda.', '02/2015', '04/2019', 1],
    ]);
  });
});
