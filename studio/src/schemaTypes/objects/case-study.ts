// A short real-world story: situation, what went wrong or right, and the lesson.
import { defineField, defineType } from 'sanity';

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Caso práctico',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Texto',
      type: 'blockContent',
      validation: (rule) => rule.required(),
    }),
  ],
});
