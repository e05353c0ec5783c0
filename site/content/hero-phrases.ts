// The phrases the home page hero rotates through (product rules §2.3), in order.

export const heroPhrases = ['Sparkling Windows', 'Beautiful Exteriors', 'Hassle-Free Service', 'Professional Results'] as const;
