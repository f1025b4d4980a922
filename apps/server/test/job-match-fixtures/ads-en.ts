import type { FixtureAd } from './fixture-ad.ts';

/** English ads, invented for these tests (companies and people are not real). */
export const ADS_EN: FixtureAd[] = [
  {
    id: 'en-backend-developer',
    trade: 'tech',
    text: `Senior Backend Developer – Fjordline Payments
We are looking for an experienced developer to join our platform team in Oslo.

What you bring:
- 5+ years of experience building backend services in Java or Kotlin
- Spring Boot and REST APIs
- Solid knowledge of PostgreSQL
- Experience with Docker and Kubernetes in production
- Fluent in English, spoken and written
- A bachelor's or master's degree in computer science or similar

Nice to have:
- Apache Kafka
- Terraform
- Experience with AWS

We offer:
- Courses in Go and Rust
- A good pension scheme and flexible hours`,
    expected: [
      'Backend development',
      'experience:5',
      'Java',
      'Kotlin',
      'Spring',
      'REST',
      'PostgreSQL',
      'Docker',
      'Kubernetes',
      'language:English',
      'degree:bachelor',
      '?Apache Kafka',
      '?Terraform',
      '?Amazon Web Services',
    ],
  },
  {
    id: 'en-frontend-developer',
    trade: 'tech',
    text: `Frontend Developer (React)
Nordlys Digital builds booking tools for the travel industry.

About the role
You will build accessible web apps together with designers and backend developers.

Requirements
- 3 years of professional experience with React and TypeScript
- Strong HTML and CSS skills
- Knowledge of WCAG and universal design
- Experience with automated testing (Jest, Playwright or Cypress)
- Good communication skills in English

It is a plus if you have worked with Next.js or GraphQL, and experience with Figma is an advantage.`,
    expected: [
      'experience:3',
      'React',
      'TypeScript',
      'HTML',
      'CSS',
      'Accessibility',
      'Test automation',
      'Jest',
      'Playwright',
      'Cypress',
      'language:English',
      '?Next.js',
      '?GraphQL',
      '?Figma',
    ],
  },
  {
    id: 'en-data-engineer',
    trade: 'tech',
    heldOut: true,
    text: `Data Engineer
Havbris Analytics helps aquaculture companies make sense of sensor data.

Your tasks
- Build and run data pipelines on Azure
- Model data in Snowflake and write dbt transformations
- Work with analysts who use Power BI

Who we are looking for
- Master's degree in computer science, statistics or a related field
- At least 2 years of experience as a data engineer
- Very good Python and SQL
- Experience with Apache Spark or Databricks
- Airflow is a plus
- You speak Norwegian or another Scandinavian language`,
    expected: [
      'Data engineering',
      'Microsoft Azure',
      'Snowflake',
      'dbt',
      'Power BI',
      'degree:master',
      'experience:2',
      'Python',
      'SQL',
      'Apache Spark',
      'Databricks',
      '?Airflow',
      'language:Norwegian',
      'language:Scandinavian language',
    ],
  },
  {
    id: 'en-devops-engineer',
    trade: 'tech',
    text: `DevOps Engineer
Join the team that keeps our SaaS platform running for 400 municipalities.

Responsibilities
- Operate our Kubernetes clusters on Google Cloud
- Maintain CI/CD pipelines in GitHub Actions
- Improve monitoring with Prometheus and Grafana

Qualifications
- Experience with Linux and Bash scripting
- Infrastructure as code with Terraform or Pulumi
- Networking fundamentals
- Relevant university degree or equivalent experience

Certified Kubernetes Administrator (CKA) is an advantage. Experience with ISO 27001 is a plus.`,
    expected: [
      'Kubernetes',
      'Google Cloud Platform',
      'Continuous integration and delivery',
      'GitHub Actions',
      'Prometheus',
      'Grafana',
      'Linux',
      'Bash',
      'Infrastructure as code',
      'Terraform',
      'Pulumi',
      'Network administration',
      'degree:higher',
      '?Certified Kubernetes Administrator',
      '?ISO 27001',
    ],
  },
  {
    id: 'en-test-engineer',
    trade: 'tech',
    text: `QA Engineer
We are hiring a test engineer for our banking apps.

You have
- ISTQB Foundation certification
- Experience with test automation using Selenium or Playwright
- Knowledge of API testing with Postman
- Experience working in Scrum teams and with Jira
- 2-4 years of experience in software testing

Preferred: experience with JavaScript or Python, and knowledge of Azure DevOps.`,
    expected: [
      'ISTQB',
      'Test automation',
      'Selenium',
      'Playwright',
      'Postman',
      'Scrum',
      'Jira',
      'experience:2',
      'Software testing',
      '?JavaScript',
      '?Python',
      '?Azure DevOps',
    ],
  },
  {
    id: 'en-mobile-developer',
    trade: 'tech',
    heldOut: true,
    text: `Mobile Developer – iOS and Android
Tindra Health makes apps that help patients follow up their treatment at home.

Requirements:
- Experience developing native apps in Swift and Kotlin
- Knowledge of REST APIs and OAuth
- At least three years of experience with mobile development
- Understanding of data protection and GDPR
- Good English skills

Bonus points:
- Flutter or React Native
- Experience with Firebase
- A degree in software engineering`,
    expected: [
      'Swift',
      'Kotlin',
      'iOS',
      'Android',
      'REST',
      'OAuth',
      'experience:3',
      'Mobile development',
      'Data protection',
      'language:English',
      '?Flutter',
      '?React Native',
      '?Firebase',
      '?degree:higher',
    ],
  },
  {
    id: 'en-registered-nurse',
    trade: 'health',
    text: `Registered Nurse – Surgical Ward
Vestbakken Hospital is looking for nurses for permanent and temporary positions.

Qualifications
- Norwegian authorisation as a nurse (registered nurse licence)
- Experience with surgery patients is desirable
- Good knowledge of medication management and patient documentation
- You must speak and write Norwegian at level B2 or higher
- Police certificate is required

Experience with DIPS Arena is an advantage. Knowledge of infection control and wound care is a plus.`,
    expected: [
      'Nurse authorisation',
      '?Surgery',
      'Medication management',
      'Patient documentation',
      'language:Norwegian',
      'Police certificate',
      '?DIPS',
      '?Infection control',
      '?Wound care',
    ],
  },
  {
    id: 'en-home-care-worker',
    trade: 'health',
    text: `Health Care Worker – Home Care Services
The home care service in Lindås needs health care workers for day and evening shifts.

We are looking for someone who has:
- A health care worker certificate
- Experience from home care or elderly care
- A driving licence for cars (class B) and can drive a manual car
- Good Norwegian language skills
- Knowledge of dementia care

A first aid course and experience with the medication course for delegated tasks are an advantage.`,
    expected: [
      'Health worker certificate',
      'Home care',
      'Geriatrics',
      'licence:B',
      'language:Norwegian',
      'Dementia care',
      '?First aid',
      '?Medication course',
    ],
  },
  {
    id: 'en-physiotherapist',
    trade: 'health',
    heldOut: true,
    text: `Physiotherapist – Rehabilitation Centre
Solheim Rehabilitation seeks a physiotherapist for our neurological unit.

Requirements
- Authorisation as a physiotherapist in Norway
- Experience with rehabilitation of stroke patients
- Good communication skills in Norwegian and English
- Experience with patient documentation in electronic patient records

Further education in neurological physiotherapy or experience with occupational therapy teams is an advantage.`,
    expected: [
      'Physiotherapist authorisation',
      'Rehabilitation',
      'language:Norwegian',
      'language:English',
      'Patient documentation',
      '?Physiotherapy',
      '?Occupational therapy',
    ],
  },
  {
    id: 'en-primary-teacher',
    trade: 'education',
    text: `Primary School Teacher – International School of Bergen
We are looking for a class teacher for Grade 4 from August.

Requirements:
- A recognised teaching qualification
- Experience with classroom management and formative assessment
- Fluent English; Norwegian is an advantage
- Police certificate (required for work with children)

Experience teaching mathematics or science, and with special education, is a plus.`,
    expected: [
      'Teacher qualification',
      'Classroom management',
      'Assessment',
      'language:English',
      '?language:Norwegian',
      'Police certificate',
      '?Mathematics',
      '?Science education',
      '?Special education',
      '?Teaching',
    ],
  },
  {
    id: 'en-kindergarten-teacher',
    trade: 'education',
    text: `Kindergarten Teacher
Solsikken Kindergarten has a vacancy for a pedagogical leader in a group of 3–5 year olds.

You have
- A bachelor's degree in early childhood education (kindergarten teacher)
- Knowledge of the framework plan and pedagogy for young children
- Good Norwegian skills, written and oral

It is an advantage if you have experience with language stimulation and children with special needs. Child and youth worker certificate holders are also welcome to apply.`,
    expected: [
      'degree:bachelor',
      'Early childhood education',
      'Kindergarten teacher qualification',
      'Curriculum development',
      'Pedagogy',
      'language:Norwegian',
      '?Language stimulation',
      '?Special education',
    ],
  },
  {
    id: 'en-university-lecturer',
    trade: 'education',
    heldOut: true,
    text: `Associate Professor in Software Engineering
The Department of Computer Science has a permanent position as associate professor.

Qualifications
- A PhD in computer science or a related field
- Research experience documented through publications
- Teaching experience at university level
- Pedagogical training, or willingness to complete it within two years
- Fluency in English; applicants must learn a Scandinavian language within three years

Experience with machine learning or distributed systems is an advantage.`,
    expected: [
      'degree:phd',
      'Research',
      'Academic writing',
      'Teaching',
      'Pedagogy',
      'language:English',
      '?Machine learning',
      '?Distributed systems',
    ],
  },
  {
    id: 'en-electrician',
    trade: 'trades',
    text: `Electrician – Service and Installation
Kraftline Elektro AS is expanding and needs skilled electricians in Trondheim.

Requirements
- Trade certificate as an electrician (group L or B)
- Minimum 3 years of experience with electrical installation in homes and offices
- Driver's licence class B
- HSE card
- Good Norwegian or English

FSE course must be updated. Experience with automation, heat pumps or PLC programming is an advantage.`,
    expected: [
      'Electrician certificate',
      'experience:3',
      'Electrical installation',
      'licence:B',
      'HSE card',
      'language:Norwegian',
      'language:English',
      '?Automation',
      '?HVAC',
      '?PLC',
    ],
  },
  {
    id: 'en-carpenter',
    trade: 'trades',
    text: `Carpenter for Residential Projects
We build timber houses and cabins in Eastern Norway.

Who we are looking for
- Journeyman's certificate as a carpenter
- Experience with new buildings and renovation
- Able to read technical drawings
- Fall protection course and HSE card
- Driving licence (B); BE is an advantage

Experience with concrete work or scaffolding is a plus.`,
    expected: [
      'Carpenter certificate',
      'Reading technical drawings',
      'Fall protection course',
      'HSE card',
      'licence:B',
      '?licence:BE',
      '?Concrete work',
      '?Scaffolding',
    ],
  },
  {
    id: 'en-truck-driver',
    trade: 'logistics',
    heldOut: true,
    text: `Truck Driver – Distribution
NordFrakt is looking for drivers for distribution routes in the Stavanger region.

Requirements:
- Driving licence class C and CE
- Valid driver CPC (YSK)
- ADR certificate is an advantage
- Experience with forklift driving; forklift licence required
- Basic Norwegian or English

Experience with route planning and freight handling is desirable.`,
    expected: [
      'licence:C',
      'licence:CE',
      'Driver CPC',
      '?ADR certificate',
      'Forklift operation',
      'Forklift licence',
      'language:Norwegian',
      'language:English',
      '?Transport planning',
      '?Shipping and freight',
    ],
  },
  {
    id: 'en-store-associate',
    trade: 'retail',
    text: `Sales Associate – Sports Store
Join our store at Sandvika Storsenter, part-time with possibility for more.

We are looking for you who:
- Has experience from retail or customer service
- Is comfortable with cash handling and our POS system
- Can help with stock management and visual merchandising
- Speaks Norwegian

Experience from sales of sports equipment is an advantage.`,
    expected: [
      'Retail',
      'Customer service',
      'Cash handling',
      'Stock management',
      'Merchandising',
      'language:Norwegian',
      '?Sales',
    ],
  },
  {
    id: 'en-store-manager',
    trade: 'retail',
    text: `Store Manager – Grocery
Matkroken is looking for a store manager with a passion for food and people.

Your responsibilities
- Budget responsibility and follow-up of key figures
- Personnel management for 25 employees
- Ordering, category management and food safety (HACCP)

Requirements
- At least 5 years of experience from retail, including leadership experience
- Upper secondary education; higher education in economics or management is an advantage
- Good Norwegian skills, written and oral
- Experience with Excel

A retail apprenticeship certificate (fagbrev i salgsfaget) is a plus.`,
    expected: [
      'Budgeting',
      'People management',
      'Category management',
      'Food safety',
      'experience:5',
      'Retail',
      'Leadership',
      'degree:upper-secondary',
      '?degree:higher',
      'language:Norwegian',
      'Excel',
      '?Retail certificate',
    ],
  },
  {
    id: 'en-ecommerce-specialist',
    trade: 'retail',
    heldOut: true,
    text: `E-commerce Specialist
Vinterhage Interiør sells furniture online in all the Nordic countries.

You will
- Run our Shopify store and product data
- Plan campaigns in Google Ads and Meta Ads
- Analyse traffic in Google Analytics

You have
- 2+ years of experience with e-commerce
- Good knowledge of search engine optimisation
- Very good written English and a Scandinavian language

Experience with Klaviyo or Mailchimp, and basic HTML, is a plus.`,
    expected: [
      'Shopify',
      'Google Ads',
      'Meta Ads',
      'Google Analytics',
      'experience:2',
      'E-commerce',
      'Search engine optimisation',
      'language:English',
      'language:Scandinavian language',
      '?Klaviyo',
      '?Mailchimp',
      '?HTML',
    ],
  },
  {
    id: 'en-case-officer',
    trade: 'public',
    text: `Case Officer – Building Applications
The planning and building department of Sørvik municipality has a permanent position.

Tasks
- Case handling of building applications under the Planning and Building Act
- Guidance to applicants and developers
- Archiving in Public 360

Qualifications
- Relevant higher education at bachelor level, for example engineering or planning
- Knowledge of public administration and administrative law
- Very good written Norwegian

Experience with GIS tools and building technology is desirable.`,
    expected: [
      'Case handling',
      'Urban planning',
      'Archiving',
      'Public 360',
      'degree:bachelor',
      'Public administration',
      'Public law',
      'language:Norwegian',
      '?GIS',
      '?Building services engineering',
    ],
  },
  {
    id: 'en-security-advisor',
    trade: 'public',
    text: `Senior Adviser – Information Security
The Directorate for Digital Services is strengthening its security team.

You will work with risk assessments, ISO 27001 and advice on cloud services to other agencies.

Requirements:
- Master's degree in information security, IT or law
- Minimum 5 years of relevant experience
- Knowledge of risk management and GDPR
- Norwegian citizenship is required for security clearance
- Excellent written Norwegian and English

Preferred: CISSP or CISM certification, and experience with penetration testing.`,
    expected: [
      'Information security',
      'Risk management',
      'ISO 27001',
      'Cloud computing',
      'degree:master',
      'experience:5',
      'Data protection',
      'language:Norwegian',
      'language:English',
      '?CISSP',
      '?CISM',
      '?Penetration testing',
    ],
  },
  {
    id: 'en-accountant',
    trade: 'office',
    heldOut: true,
    text: `Accountant
Our accounting firm in Drammen serves 300 small and medium-sized businesses.

What you will do
- Bookkeeping, VAT returns and annual accounts
- Payroll for several clients

We are looking for you who have
- Bachelor's degree in accounting or auditing
- Authorised accountant, or working towards authorisation
- Experience with Tripletex, PowerOffice or Visma
- Good Excel skills
- Norwegian language skills at a professional level

Experience with Xledger is a plus.`,
    expected: [
      'Accounting',
      'Tax',
      'Financial reporting',
      'Payroll',
      'degree:bachelor',
      'Authorised accountant',
      'Tripletex',
      'PowerOffice',
      'Visma',
      'Excel',
      'language:Norwegian',
      '?Xledger',
    ],
  },
  {
    id: 'en-warehouse-operative',
    trade: 'logistics',
    text: `Warehouse Operative – Night Shift
A growing online retailer is looking for warehouse staff at our logistics centre at Gardermoen.

Requirements
- Forklift licence (T1–T4)
- Experience with order picking and packing
- Experience with warehouse management systems is an advantage
- Must be able to communicate in English or Norwegian
- Focus on health and safety

Experience from goods reception and inventory counting is desirable.`,
    expected: [
      'Forklift licence',
      'Warehouse operations',
      'language:English',
      'language:Norwegian',
      '?Warehouse management systems',
      'Health, safety and environment',
      '?Stock management',
    ],
  },
  {
    id: 'en-assistant-store-manager',
    trade: 'retail',
    heldOut: true,
    text: `Assistant Store Manager – Sportsworld Trondheim
Sportsworld is growing and needs an assistant store manager for our flagship store.

What you will do
- Lead the team on the shop floor and plan staff rotas
- Follow up sales targets, stock counts and visual merchandising
- Handle customer service and complaints

What we are looking for
- 2+ years of experience from retail, ideally in a leadership role
- Experience with cash handling and point of sale systems
- Upper secondary education
- Fluent Norwegian and good English

It is an advantage if you have experience with recruitment and training of new employees.

We offer
- Staff discount and a good pension scheme`,
    expected: [
      'People management',
      'Scheduling',
      'Sales',
      'Stock management',
      'Merchandising',
      'Customer service',
      'experience:2',
      'Retail',
      '?Leadership',
      'Cash handling',
      'degree:upper-secondary',
      'language:Norwegian',
      'language:English',
      '?Recruitment',
      '?Training and development',
    ],
  },
  {
    id: 'en-secondary-teacher',
    trade: 'education',
    heldOut: true,
    text: `Secondary School Teacher in Mathematics and Science – Nordvik International School
We need a teacher for grades 8–10 from January.

Requirements
- Teacher training with mathematics and science in your subject combination
- Experience teaching in lower secondary school
- Knowledge of the curriculum (LK20) and assessment for learning
- Good classroom management
- Fluent English, spoken and written

Desirable
- Experience with special needs education and adult education
- Norwegian language skills

A police certificate is required before you start.`,
    expected: [
      'Teacher qualification',
      'Mathematics',
      'Science education',
      'Teaching',
      'Curriculum development',
      'Assessment',
      'Classroom management',
      'language:English',
      '?Special education',
      '?Adult education',
      '?language:Norwegian',
      'Police certificate',
    ],
  },
  {
    id: 'en-retail-team-leader',
    trade: 'retail',
    text: `Team Leader – Fashion Store, Bergen
Kjede Mote AS is looking for a team leader for our store at Bergen Storsenter.

Your tasks
- Staff scheduling and daily follow-up of a team of eight
- Responsibility for the till, cash-up and deposits
- Product presentation, replenishment and goods receipt
- Sales and good customer experiences

About you
- At least 3 years of experience in retail
- Experience as a team leader or shift manager
- Completed upper secondary school
- Speaks Norwegian fluently; English is an advantage
- Knowledge of Microsoft Excel and Outlook

Apprenticeship in retail (fagbrev i salgsfaget) is desirable.`,
    expected: [
      'Scheduling',
      'Cash handling',
      'Merchandising',
      'Stock management',
      'Sales',
      'Customer service',
      'experience:3',
      'Retail',
      'People management',
      'degree:upper-secondary',
      'language:Norwegian',
      '?language:English',
      'Excel',
      'Outlook',
      '?Retail certificate',
    ],
  },
  {
    id: 'en-accounting-assistant',
    trade: 'office',
    text: `Accounting Assistant – Polar Seafood Group
We are strengthening our finance team in Tromsø.

Responsibilities
- Accounts payable and receivable, including invoice approval
- Bank reconciliations and month-end close
- VAT returns and payroll support
- Reporting to the finance manager

Qualifications
- A bachelor's degree in accounting, finance or business administration
- 2 years of experience with bookkeeping
- Experience with an ERP system such as SAP or Microsoft Dynamics 365
- Advanced Excel skills
- Good written and spoken English; a Scandinavian language is a plus

Experience from auditing is an advantage.`,
    expected: [
      'Accounts payable',
      'Accounts receivable',
      'Financial reporting',
      'Tax',
      'Payroll',
      'degree:bachelor',
      'experience:2',
      'Accounting',
      'SAP',
      'Microsoft Dynamics 365',
      'Excel',
      'language:English',
      '?language:Scandinavian language',
      '?Auditing',
    ],
  },
];
