import { User } from '../users/entities/user.entity';
import { UserDetailsDto } from './dto/auth-responses.dto';

/** The only account fields a client ever receives about itself. */
export function toUserDetails(user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'industry' | 'jobTitle' | 'profileComplete'>): UserDetailsDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    industry: user.industry,
    JobTitle: user.jobTitle,
    profileComplete: user.profileComplete,
  };
}
