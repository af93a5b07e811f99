import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ArticleReads } from './article-reads';

/** ArticleReads for the news routes, which record the articles a signed-in reader opens. */
@Module({ imports: [AuthModule], providers: [ArticleReads], exports: [ArticleReads] })
export class ArticleReadsModule {}
