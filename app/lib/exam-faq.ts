// Questions about the exam, answered only with confirmed facts from the fact sheet
// (../domain/facts.md §1 and §2, checked 2026-11-21). Shown on the landing page and, as FAQPage,
// in its structured data; both read this list, so they cannot drift apart.

export type FaqItem = { question: string; answer: string };

export const EXAM_FAQ: readonly FaqItem[] = [
  {
    question: "Uit welke onderdelen bestaat het jachtexamen?",
    answer:
      "Het examen voor de jachtgeweeractiviteit bestaat uit een theorie-examen en een praktijkexamen. Het examen wordt afgenomen door Stichting Jachtexamens.",
  },
  {
    question: "Hoeveel vragen heeft het theorie-examen?",
    answer: "Het theorie-examen telt 75 meerkeuzevragen. Bij 25 daarvan wordt een afbeelding getoond.",
  },
  {
    question: "Hoeveel vragen moet ik goed hebben om te slagen?",
    answer: "Je slaagt voor het theorie-examen met minstens 70% goed. Bij 75 vragen zijn dat 53 goede antwoorden of meer.",
  },
  {
    question: "Wat moet ik kunnen bij het praktijkexamen?",
    answer:
      "Met het hagelgeweer schiet je op 25 kleiduiven, verdeeld over vijf schietposten; je slaagt met 18 treffers of meer, mits je het geweer veilig hanteert. Met de kogelbuks schiet je twee aaneengesloten series van elk twee patronen op een schijf met een ree op ware grootte, op 100 meter.",
  },
  {
    question: "Heet de jachtakte tegenwoordig anders?",
    answer:
      "Ja. Sinds de Omgevingswet op 1 januari 2024 in werking trad, heet de jachtakte 'omgevingsvergunning jachtgeweeractiviteit'. De eisen voor aanvragers bleven inhoudelijk gelijk.",
  },
  {
    question: "Zijn de oefenvragen in deze app echte examenvragen?",
    answer:
      "Nee. De oefenvragen zijn met behulp van AI gemaakt en gecontroleerd aan de hand van bronnen. Ze lijken op examenvragen, maar het zijn geen vragen uit het officiële examen.",
  },
];
